import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// Zopfli takes ~22 of a build's ~29 s here, and the test suite, CI's build, its production check and
// the e2e suite each build the same sources (decision 0056). A file's compressed bytes depend only on
// its bytes and the compressor, so they are kept by content; a kept file is used only when it
// decompresses to exactly the file, so a damaged or foreign entry is compressed again, never served.
const DECOMPRESS = { gz: gunzipSync, br: brotliDecompressSync };

/**
 * Compresses `body` with `compress` once per content: `kind` ('gz' or 'br') and `compressor` (its
 * name, version and settings) are part of the key; entries live in `dir`.
 */
export async function compressOnce(dir, kind, compressor, body, compress) {
  const key = createHash('sha256').update(`${kind}\0${compressor}\0`).update(body).digest('hex');
  const file = join(dir, `${key}.${kind}`);
  try {
    const kept = readFileSync(file);
    if (Buffer.compare(DECOMPRESS[kind](kept), body) === 0) return kept;
  } catch {
    // Not kept yet, or unreadable: compressed below.
  }
  const compressed = await compress(body);
  // Renamed into place, so a build stopped halfway, or two at once, never leave half a file; the
  // folder only saves time, so a build that cannot write it (read-only, full) goes on without it.
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(partial, compressed);
    renameSync(partial, file);
  } catch {
    try {
      rmSync(partial, { force: true });
    } catch {
      // No folder to leave a partial file in.
    }
  }
  return compressed;
}
