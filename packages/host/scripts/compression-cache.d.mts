/**
 * Compresses `body` with `compress` once per content: `kind` ('gz' or 'br') and `compressor` (its
 * name, version and settings) are part of the key; entries live in `dir`.
 */
export declare function compressOnce(
  dir: string,
  kind: 'gz' | 'br',
  compressor: string,
  body: Buffer,
  compress: (body: Buffer) => Promise<Buffer>,
): Promise<Buffer>;
