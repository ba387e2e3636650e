import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ATTRIBUTE = (name) => new RegExp(`\\s${name}="([^"]*)"`);

/**
 * The scripts an HTML page asks for before anything runs: `<script src>`, `<link rel="modulepreload">`
 * and asset URLs written in inline scripts (the bootstrap that inserts the entry).
 */
export function scriptsOfPage(html) {
  const found = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = tag.match(ATTRIBUTE('src'))?.[1];
    if (src) found.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\srel="modulepreload"/.test(tag)) found.add(tag.match(ATTRIBUTE('href'))?.[1] ?? '');
  }
  for (const [, body] of html.matchAll(/<script(?:\s[^>]*)?>([^<]*)<\/script>/g)) {
    for (const [, url] of body.matchAll(/["'](\/[^"']+\.m?js)["']/g)) found.add(url);
  }
  found.delete('');
  return [...found];
}

// esbuild's ESM output: `import{a as b}from"./chunk-X.js"`, `import"./chunk-X.js"`, `export*from"./x.js"`.
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** Static imports of a built module, as URL paths (dynamic `import()` is not followed: it loads on demand). */
export function staticImportsOf(url, code) {
  const base = new URL(url, 'http://site');
  return [...code.matchAll(STATIC_IMPORT)].map(([, spec]) => new URL(spec, base).pathname);
}

/** The page's scripts and everything they import statically, from the built files under `clientDir`. */
export function staticClosure(clientDir, roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    const file = join(clientDir, url);
    if (!existsSync(file)) throw new Error(`${url} is linked by a page but not in the build`);
    seen.add(url);
    queue.push(...staticImportsOf(url, readFileSync(file, 'utf8')));
  }
  return [...seen];
}

/** Raw, gzip and brotli bytes of built scripts, from the precompressed files the host serves. */
export function sizeOf(clientDir, urls) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const url of urls) {
    const file = join(clientDir, url);
    raw += statSync(file).size;
    gzip += statSync(`${file}.gz`).size;
    brotli += statSync(`${file}.br`).size;
  }
  return { raw, gzip, brotli };
}
