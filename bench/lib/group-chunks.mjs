import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as esbuild from 'esbuild';
import { clientBuildOptions } from '../../packages/host/scripts/client-build-options.mjs';
import { ROOT } from './site-build.mjs';

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Which built chunks hold account or admin screens: the browser entry is bundled again in memory
 * with the host's own client options (esbuild output is deterministic, so chunks match the served
 * ones byte for byte), and each output's inputs are read. Returns served file name ->
 * groups, and how many served chunks could be matched.
 */
export async function groupChunks(clientDir) {
  const result = await esbuild.build({
    ...clientBuildOptions(`${ROOT}packages/host`, clientDir),
    write: false,
    logLevel: 'silent',
  });
  const groupsByHash = new Map();
  for (const file of result.outputFiles) {
    if (!file.path.endsWith('.js')) continue;
    const key = Object.keys(result.metafile.outputs).find((path) =>
      file.path.endsWith(path.replace(/^.*?assets\//, 'assets/')),
    );
    const inputs = Object.keys(result.metafile.outputs[key]?.inputs ?? {});
    const groups = new Set();
    for (const input of inputs) {
      const found = input.match(/screens\/(account|admin)\//);
      if (found) groups.add(found[1]);
    }
    groupsByHash.set(sha(file.contents), [...groups]);
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
