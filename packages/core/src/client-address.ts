/**
 * The client's address behind `trustProxy` reverse proxies: the socket peer when none is trusted,
 * else the X-Forwarded-For entry the outermost trusted proxy appended. Entries further left were
 * written by the client and are never taken.
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | readonly string[] | undefined,
  trustProxy: number,
): string {
  if (!(trustProxy > 0)) return peer;
  const forwarded = (
    typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(',')
  )
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - Math.floor(trustProxy))] ?? peer;
}
