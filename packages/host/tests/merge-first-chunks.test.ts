// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { mergeFirstChunks } from '../scripts/merge-first-chunks.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'merge-first-chunks-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// A browser build in small: an entry that imports shared code and loads a part later, the part
// importing the shared code too (esbuild gives the shared code a chunk of its own).
async function build(name: string, entryCode: string) {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src/shared.js'), 'export const shared = (n) => "shared " + n;\n');
  writeFileSync(
    join(dir, 'src/part.js'),
    "import { shared } from './shared.js';\nexport const part = () => shared('part');\n",
  );
  writeFileSync(join(dir, 'src/entry.tsx'), entryCode);
  const assets = join(dir, 'assets');
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: ['src/entry.tsx'],
    outdir: assets,
    entryNames: 'entry-[hash]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    metafile: true,
    logLevel: 'silent',
  });
  const joined = await mergeFirstChunks(assets, result.metafile, {
    target: 'es2022',
    charset: 'utf8',
  });
  const files = readdirSync(assets).sort();
  const chunks = files.filter((file) => file !== joined);
  return { assets, joined, chunks, metafile: result.metafile };
}

const ENTRY = [
  "import { shared } from './shared.js';",
  "document.title = shared('entry');",
  "import('./part.js').then(({ part }) => { document.body.textContent = part(); });",
  '',
].join('\n');

describe('mergeFirstChunks: the browser entry joined with the chunks it imports', () => {
  it('leaves one first file; the lazy chunk imports it by its name', async () => {
    const { assets, joined, chunks, metafile } = await build('one', ENTRY);
    expect(joined).toMatch(/^entry-[0-9A-F]{8}\.js$/);
    expect(chunks).toHaveLength(1);
    const part = readFileSync(join(assets, chunks[0] as string), 'utf8');
    expect(part).toContain(`from"./${joined}"`);
    // The entry loads the part by its served name, and the metafile names the served file.
    expect(readFileSync(join(assets, joined as string), 'utf8')).toContain(`./${chunks[0]}`);
    expect(Object.keys(metafile.outputs).some((path) => path.endsWith(`/${chunks[0]}`))).toBe(true);
  });

  it('opens the joined file with V8’s compile hint, so its functions compile as it loads (decision 0060)', async () => {
    const { assets, joined, chunks } = await build('hint', ENTRY);
    const code = readFileSync(join(assets, joined as string), 'utf8');
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(code.split('allFunctionsCalledOnLoad')).toHaveLength(2);
    // The lazy chunks compile as V8 decides: most of their code waits for a visitor's action.
    expect(readFileSync(join(assets, chunks[0] as string), 'utf8')).not.toContain('allFunctions');
  });

  it('renames the lazy chunk when only the entry changes, so a cached chunk never imports a removed entry', async () => {
    const before = await build('before', ENTRY);
    const after = await build('after', `${ENTRY}console.log('a change in the entry only');\n`);
    expect(after.joined).not.toBe(before.joined);
    expect(after.chunks[0]).not.toBe(before.chunks[0]);
    const again = await build('again', ENTRY);
    expect(again.joined).toBe(before.joined);
    expect(again.chunks).toEqual(before.chunks);
  });
});
