// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compressOnce } from '../scripts/compression-cache.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'compression-cache-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const body = Buffer.from('export const answer = 42;\n'.repeat(50));
const gzip = () => vi.fn(async (bytes: Buffer) => gzipSync(bytes, { level: 9 }));

describe('the build compresses each content once (decision 0056)', () => {
  it('a second build of the same bytes reuses the kept gzip without compressing', async () => {
    const dir = join(scratch, 'reuse');
    const first = gzip();
    const second = gzip();
    const made = await compressOnce(dir, 'gz', 'zlib 9', body, first);
    const kept = await compressOnce(dir, 'gz', 'zlib 9', body, second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(kept.equals(made)).toBe(true);
    expect(gunzipSync(kept).equals(body)).toBe(true);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('other bytes, another compressor or another kind are compressed anew', async () => {
    const dir = join(scratch, 'keys');
    await compressOnce(dir, 'gz', 'zlib 9', body, gzip());
    const otherBytes = gzip();
    await compressOnce(dir, 'gz', 'zlib 9', Buffer.concat([body, Buffer.from('//')]), otherBytes);
    const otherCompressor = gzip();
    await compressOnce(dir, 'gz', 'zopfli 1', body, otherCompressor);
    const brotli = vi.fn(async (bytes: Buffer) => brotliCompressSync(bytes));
    await compressOnce(dir, 'br', 'zlib 9', body, brotli);
    expect(otherBytes).toHaveBeenCalledTimes(1);
    expect(otherCompressor).toHaveBeenCalledTimes(1);
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(readdirSync(dir)).toHaveLength(4);
  });

  it('a damaged or foreign kept file is compressed again, never used', async () => {
    const dir = join(scratch, 'damaged');
    await compressOnce(dir, 'gz', 'zlib 9', body, gzip());
    const [name] = readdirSync(dir) as [string];
    for (const wrong of [Buffer.from('not gzip'), gzipSync(Buffer.from('other content'))]) {
      writeFileSync(join(dir, name), wrong);
      const again = gzip();
      const result = await compressOnce(dir, 'gz', 'zlib 9', body, again);
      expect(again).toHaveBeenCalledTimes(1);
      expect(gunzipSync(result).equals(body)).toBe(true);
    }
    // The rewritten entry is whole again, and no partial file is left.
    const reused = gzip();
    await compressOnce(dir, 'gz', 'zlib 9', body, reused);
    expect(reused).not.toHaveBeenCalled();
    expect(readdirSync(dir)).toEqual([name]);
  });

  it('a folder that cannot be written costs the time only: the bytes still come back', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    const result = await compressOnce(join(file, 'cache'), 'gz', 'zlib 9', body, gzip());
    expect(gunzipSync(result).equals(body)).toBe(true);
  });
});
