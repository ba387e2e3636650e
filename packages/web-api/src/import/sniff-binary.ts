/** Binary containers people upload by mistake instead of CSV or JSON. */
export type BinaryKind = 'zip' | 'ole' | 'pdf' | 'gzip' | 'image' | 'binary';

const SIGNATURES: [BinaryKind, number[]][] = [
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['zip', [0x50, 0x4b, 0x05, 0x06]],
  ['ole', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['pdf', [0x25, 0x50, 0x44, 0x46]],
  ['gzip', [0x1f, 0x8b]],
  ['image', [0x89, 0x50, 0x4e, 0x47]],
  ['image', [0xff, 0xd8, 0xff]],
];

/** The kind of binary file the bytes start like, `binary` for text-less bytes with NULs, or `null` for text. */
export function sniffBinary(bytes: Uint8Array): BinaryKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (signature.every((byte, index) => bytes[index] === byte)) return kind;
  }
  // UTF-16 with a byte order mark is text in the wrong encoding, reported by decodeText.
  const utf16Bom =
    (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (!utf16Bom && bytes.subarray(0, 8192).includes(0)) return 'binary';
  return null;
}
