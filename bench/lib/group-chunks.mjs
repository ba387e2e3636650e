import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import * as esbuild from 'esbuild';
import { clientBuildOptions } from '../../packages/host/scripts/client-build-options.mjs';
import { mergeFirstChunks } from '../../packages/host/scripts/merge-first-chunks.mjs';
import { ROOT } from './site-build.mjs';

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Which built chunks hold account or admin screens: the browser entry is bundled again in memory
 * with the host's own client options into a scratch folder, and its first chunks joined as the build
 * does (esbuild output is deterministic, so chunks match the served ones byte for byte), and each
 * output's inputs are read. Returns served file name ->
 * groups, and how many served chunks could be matched.
 */
export async function groupChunks(clientDir) {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-chunks-'));
  const groupsByHash = new Map();
  try {
    // Built for the served folder (the chunks' hashes depend on it), written to the scratch one.
    const options = clientBuildOptions(`${ROOT}packages/host`, clientDir);
    const result = await esbuild.build({ ...options, write: false, logLevel: 'silent' });
    const assets = join(scratch, 'assets');
    mkdirSync(assets);
    for (const file of result.outputFiles)
      if (file.path.includes('/assets/'))
        writeFileSync(join(assets, basename(file.path)), file.contents);
    const first = await mergeFirstChunks(assets, result.metafile, options);
    const inputsOf = (name) => {
      if (name === first) return [];
      const key = Object.keys(result.metafile.outputs).find((path) => path.endsWith(`/${name}`));
      return Object.keys(result.metafile.outputs[key]?.inputs ?? {});
    };
    for (const name of readdirSync(assets)) {
      if (!name.endsWith('.js')) continue;
      const groups = new Set();
      for (const input of inputsOf(name)) {
        const found = input.match(/screens\/(account|admin)\//);
        if (found) groups.add(found[1]);
      }
      groupsByHash.set(sha(readFileSync(join(assets, name))), [...groups]);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const served = readdirSync(join(clientDir, 'assets')).filter((name) => name.endsWith('.js'));
  const groups = new Map();
  let matched = 0;
  for (const name of served) {
    const found = groupsByHash.get(sha(readFileSync(join(clientDir, 'assets', name))));
    if (found === undefined) continue;
    matched += 1;
    groups.set(`/assets/${basename(name)}`, found);
  }
  return { groups, matched, total: served.length };
}
