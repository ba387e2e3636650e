const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const VALUES: ReadonlyMap<string, number> = new Map(
  Array.from(ALPHABET, (char, index) => [char, index] as const),
);

/** Decodes base64url text (RFC 4648 §5, padding optional) to bytes; null when it is not base64url. */
export function decodeBase64Url(text: string): Uint8Array | null {
  const unpadded = text.replace(/={1,2}$/, '');
  // Padding, when present, must make the length a multiple of 4.
  if (unpadded.length !== text.length && text.length % 4 !== 0) return null;
  if (unpadded.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((unpadded.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (const char of unpadded) {
    const value = VALUES.get(char);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written] = (buffer >> bits) & 0xff;
      written += 1;
    }
  }
  return bytes;
}
