// The fingerprint of the generated contract files (contracts/generated.json): SHA-256 of each input
// of `npm run contracts:generate` (the YAML, the lint config, the operation-map script, the
// generators' versions) and of each file it writes. `npm test` compares them in milliseconds instead
// of generating again; CI regenerates for real. Usage: node contracts/scripts/fingerprint.mjs --write
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** The files contracts:generate reads, by path from the repository root. */
export const GENERATOR_INPUTS = [
  'contracts/web.openapi.yaml',
  'contracts/redocly.yaml',
  'contracts/scripts/generate-operations.mjs',
];

/** The npm packages that generate (their versions change the output). */
export const GENERATOR_TOOLS = ['openapi-typescript', '@redocly/cli', '@biomejs/biome'];

/** The files contracts:generate writes, by path from the repository root. */
export const GENERATED_FILES = [
  'contracts/web.d.ts',
  'contracts/web.openapi.json',
  'contracts/web-operations.d.ts',
  'contracts/web-operations.js',
  'docs/contract/index.html',
];

/** Where the fingerprint is committed. */
export const FINGERPRINT_FILE = 'contracts/generated.json';

const sha256 = (path) =>
  createHash('sha256')
    .update(readFileSync(join(ROOT, path)))
    .digest('hex');
const version = (name) =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The fingerprint of the working tree as it is now: inputs, tool versions and outputs. */
export function currentFingerprint() {
  return {
    inputs: Object.fromEntries(GENERATOR_INPUTS.map((path) => [path, sha256(path)])),
    tools: Object.fromEntries(GENERATOR_TOOLS.map((name) => [name, version(name)])),
    outputs: Object.fromEntries(GENERATED_FILES.map((path) => [path, sha256(path)])),
  };
}

/** The fingerprint written by the last `npm run contracts:generate`. */
export function committedFingerprint() {
  return JSON.parse(readFileSync(join(ROOT, FINGERPRINT_FILE), 'utf8'));
}

if (process.argv.includes('--write')) {
  writeFileSync(join(ROOT, FINGERPRINT_FILE), `${JSON.stringify(currentFingerprint(), null, 2)}\n`);
}
