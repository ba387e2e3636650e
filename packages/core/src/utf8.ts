/** Decodes UTF-8 bytes strictly (no overlong forms, surrogates or code points above U+10FFFF); null when invalid. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  // ECMAScript's own UTF-8 decoder: decodeURIComponent refuses every invalid sequence (overlong
  // forms, surrogates, beyond U+10FFFF) with a URIError, and core stays free of TextDecoder.
  let escaped = '';
  for (const byte of bytes) escaped += `%${byte < 16 ? '0' : ''}${byte.toString(16)}`;
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}
