/** True when the /web backend at upstreamUrl answers the landing page load without a server error within timeoutMs. */
export async function upstreamReady(upstreamUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const answer = await fetch(
      `${upstreamUrl}/web?controller=Index&subaction=index&lang=en&route=%2F`,
      { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) },
    );
    await answer.body?.cancel();
    return answer.status < 500;
  } catch {
    return false;
  }
}
