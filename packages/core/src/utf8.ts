/** Decodes UTF-8 bytes strictly (no overlong forms, surrogates or code points above U+10FFFF); null when invalid. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  let text = '';
  let index = 0;
  while (index < bytes.length) {
    const first = bytes[index] ?? 0;
    let length: number;
    let codePoint: number;
    let minimum: number;
    if (first < 0x80) {
      text += String.fromCharCode(first);
      index += 1;
      continue;
    }
    if (first >= 0xc2 && first <= 0xdf) {
      length = 2;
      codePoint = first & 0x1f;
      minimum = 0x80;
    } else if (first >= 0xe0 && first <= 0xef) {
      length = 3;
      codePoint = first & 0x0f;
      minimum = 0x800;
    } else if (first >= 0xf0 && first <= 0xf4) {
      length = 4;
      codePoint = first & 0x07;
      minimum = 0x10000;
    } else {
      return null;
    }
    if (index + length > bytes.length) return null;
    for (let offset = 1; offset < length; offset += 1) {
      const next = bytes[index + offset] ?? 0;
      if ((next & 0xc0) !== 0x80) return null;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    if (codePoint < minimum || codePoint > 0x10ffff) return null;
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) return null;
    text += String.fromCodePoint(codePoint);
    index += length;
  }
  return text;
}
