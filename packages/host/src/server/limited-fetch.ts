/** Thrown by `limitedFetch` when an upstream answer is larger than allowed. */
export class UpstreamTooLarge extends Error {
  override name = 'UpstreamTooLarge';
}

/** A fetch that refuses answers larger than `maxBytes` (declared or streamed), so a hostile upstream cannot fill memory. */
export function limitedFetch(maxBytes: number, base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new UpstreamTooLarge(`upstream answer of ${declared} bytes`);
    }
    if (!response.body) return response;
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new UpstreamTooLarge(`upstream answer over ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
    const headers = new Headers(response.headers);
    const empty = response.status === 204 || response.status === 205 || response.status === 304;
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(empty ? null : Buffer.concat(chunks), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
