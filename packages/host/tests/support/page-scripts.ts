import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DIST_DIR } from '../../src/server/dist-dir';

const ASSETS = join(DIST_DIR, 'client/assets');
const ASSET_JS = /\/assets\/([\w.-]+\.js)/g;
// esbuild's ESM output: `import{a as b}from"./chunk-X.js"`, `import"./chunk-X.js"`, `export{…}from"./chunk-X.js"`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'()]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g;

/** `names` and every built file they import statically, sorted. */
function withStaticImports(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...names];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(ASSETS, name), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(match[1] as string);
  }
  return [...seen].sort();
}

/**
 * The built files a code-split module loads when the browser imports it: its own chunk (the build's
 * metafile names which chunk a source file starts) and that chunk's static imports. `source` is the
 * end of its path, as `ui/src/screens/auth/index.ts`.
 */
export function lazyModuleScripts(source: string): string[] {
  const metafile = JSON.parse(readFileSync(join(DIST_DIR, 'metafile.json'), 'utf8')) as {
    outputs: Record<string, { entryPoint?: string }>;
  };
  const found = Object.entries(metafile.outputs).find(([, output]) =>
    output.entryPoint?.endsWith(source),
  );
  if (found === undefined) throw new Error(`no chunk of the build starts ${source}`);
  return withStaticImports([basename(found[0])]);
}

/** The built script files a page runs on load: those its HTML names, then their static imports. */
export function pageScripts(html: string): string[] {
  const roots: string[] = [];
  for (const [tag = ''] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel=["']?modulepreload/.test(tag))
      roots.push(...[...tag.matchAll(ASSET_JS)].map((match) => match[1] as string));
  }
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/type=["']?application\/(?:ld\+)?json/.test(attributes)) continue;
    for (const match of `${attributes} ${body}`.matchAll(ASSET_JS)) roots.push(match[1] as string);
  }
  return withStaticImports(roots);
}

/** Sizes in bytes of script files as served: raw and the precompressed gzip and brotli files. */
export function servedSizes(names: readonly string[]): {
  raw: number;
  gzip: number;
  brotli: number;
} {
  const size = (file: string) => readFileSync(join(ASSETS, file)).length;
  return {
    raw: names.reduce((sum, name) => sum + size(name), 0),
    gzip: names.reduce((sum, name) => sum + size(`${name}.gz`), 0),
    brotli: names.reduce((sum, name) => sum + size(`${name}.br`), 0),
  };
}
