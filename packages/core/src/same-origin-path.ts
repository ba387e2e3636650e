const MAX_PATH_LENGTH = 2048;

const WHITESPACE = /\s/u;

// Control characters (C0, DEL, C1) and any Unicode whitespace, CR/LF and tab included.
function isForbidden(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || WHITESPACE.test(char);
}

/**
 * True when a redirect location is a path on our own origin: it starts with one '/', the next
 * character is neither '/' nor '\' (both make browsers leave the origin), it has no scheme, no
 * backslash, no control character or whitespace anywhere (so trimming could hide nothing) and at most
 * 2048 characters. Percent-escapes such as `/%0d%0a` stay escaped in the URL and are allowed.
 */
export function isSameOriginPath(location: unknown): location is string {
  if (typeof location !== 'string') return false;
  if (location.length === 0 || location.length > MAX_PATH_LENGTH) return false;
  if (!location.startsWith('/')) return false;
  if (location.startsWith('//')) return false;
  if (location.includes('\\')) return false;
  return !Array.from(location).some(isForbidden);
}
