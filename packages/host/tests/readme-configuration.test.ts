import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE = /\.(ts|tsx|mjs|js)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : files(path);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every environment variable the shipped code reads: `env.X`, `env['X']`, `helper(env, 'X', …)`, and the names of a `['X', …].some((name) => process.env[name])` list. */
function variablesRead(source: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\benv\.([A-Z][A-Z0-9_]*)/g,
    /\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g,
    /\(\s*env\s*,\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
  ];
  for (const pattern of patterns)
    for (const m of source.matchAll(pattern)) found.add(m[1] as string);
  for (const line of source.split('\n')) {
    // A dynamic read names its variables in a list on the same line.
    if (!/env\[[a-z]\w*\]/.test(line)) continue;
    for (const m of line.matchAll(/['"]([A-Z][A-Z0-9_]{2,})['"]/g)) found.add(m[1] as string);
  }
  return [...found];
}

function codeVariables(): Map<string, string> {
  const dirs = [
    ...readdirSync(join(ROOT, 'packages')).flatMap((name) => [
      join(ROOT, 'packages', name, 'src'),
      join(ROOT, 'packages', name, 'scripts'),
    ]),
    join(ROOT, 'scripts'),
  ].filter((dir) => {
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  });
  const where = new Map<string, string>();
  for (const file of dirs.flatMap(files)) {
    const source = readFileSync(file, 'utf8')
      // A build-time `define` of NODE_ENV for the browser bundle is not a read of the server's environment.
      .replace(/'process\.env\.NODE_ENV'\s*:/g, '');
    for (const name of variablesRead(source))
      if (!where.has(name)) where.set(name, relative(ROOT, file));
  }
  return where;
}

function readmeVariables(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1] as string);
}

describe('README configuration table', () => {
  it('lists every environment variable the code reads, and only those', () => {
    const code = codeVariables();
    const readme = readmeVariables();
    const missing = [...code]
      .filter(([name]) => !readme.includes(name))
      .map(([n, f]) => `${n} (${f})`);
    const stale = readme.filter((name) => !code.has(name));
    expect(missing).toEqual([]);
    expect(stale).toEqual([]);
    expect(new Set(readme).size).toBe(readme.length);
  });

  it('the scan finds the reads it must see', () => {
    const code = codeVariables();
    for (const name of [
      'PORT',
      'UPSTREAM_MAX_BYTES',
      'PG_POOL_MAX',
      'NODE_ENV',
      'WEB_API_DATA_DIR',
      'AGENCY_DEMO',
    ]) {
      expect(code.has(name), name).toBe(true);
    }
  });
});
