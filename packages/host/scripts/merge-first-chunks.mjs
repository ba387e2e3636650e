import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { minify } from '@swc/core';
import * as esbuild from 'esbuild';

// esbuild's code splitting gives each set of entry points that share code a chunk of its own, so the
// code every page loads with its entry came in ten small files, each gzipped alone: 14.1 KB gzip for
// what is 12.6 KB gzip in one file, plus the import and export lists between them (issue 30,
// decision 0039). esbuild has no manual chunks; this joins them after the build, and with the entry
// itself: gzipped apart, the entry (React's client) and the joined chunks cost 815 bytes more, the
// entry's import list included (decision 0051).
const STATIC_IMPORT = /(import|export)\{([^}]*)\}from"\.\/(chunk-[\w-]+\.js)"/g;
const BARE_IMPORT = /import"\.\/(chunk-[\w-]+\.js)"/g;

/** The chunks `entryPath` imports statically, directly or through each other (metafile paths). */
function staticClosure(outputs, entryPath) {
  const seen = new Set();
  const queue = outputs[entryPath].imports
    .filter((item) => item.kind === 'import-statement')
    .map((item) => item.path);
  while (queue.length > 0) {
    const path = queue.pop();
    if (seen.has(path)) continue;
    seen.add(path);
    for (const item of outputs[path].imports)
      if (item.kind === 'import-statement') queue.push(item.path);
  }
  // In the order of their first source file: esbuild's order follows its entry points' numbering, so a
  // dynamic import added anywhere reordered the joined file and moved the landing's gzip by ±30 bytes.
  const first = (path) => Object.keys(outputs[path].inputs)[0] ?? '';
  return [...seen].sort((a, b) => (first(a) < first(b) ? -1 : first(a) > first(b) ? 1 : 0));
}

// swc's minifier, two passes over the whole module, saves 1.1 KB gzip more than esbuild's on the page's
// first JavaScript (most of it React's): only that file gets it, the lazy chunks stay esbuild's.
const MINIFY = {
  module: true,
  ecma: 2022,
  compress: { passes: 2, toplevel: true },
  mangle: { toplevel: true },
  format: { comments: false },
};

/**
 * V8's explicit compile hint (Chrome 136+), the file's first line: every function of the joined file
 * is compiled as the script is loaded, off the main thread, instead of on its first call. Nearly all
 * of it runs before the first interaction (React's client hydrating the page, the shell), and compiled
 * lazily, react-dom's module body alone held the main thread ~15 ms unthrottled here (decision 0060).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
const NEXT = `${FIRST}0123456789`;
const RESERVED = new Set(['do', 'if', 'in', 'for', 'let', 'new', 'try', 'var']);

// The n-th identifier in the order a, b, …, $, aa, ab, …
function identifier(n) {
  let rest = n;
  let name = FIRST[rest % FIRST.length];
  rest = Math.floor(rest / FIRST.length);
  while (rest > 0) {
    rest -= 1;
    name += NEXT[rest % NEXT.length];
    rest = Math.floor(rest / NEXT.length);
  }
  return name;
}

// Each chunk's exports (minified names, unique in their chunk) under names unique in the joined file.
function joinedNames(exportsByChunk) {
  const taken = new Set();
  const names = new Map();
  let next = 0;
  exportsByChunk.forEach((exported, i) => {
    for (const name of exported) {
      let joined = name;
      while (taken.has(joined) || RESERVED.has(joined)) {
        joined = identifier(next);
        next += 1;
      }
      taken.add(joined);
      names.set(`${i} ${name}`, joined);
    }
  });
  return (i, name) => {
    const joined = names.get(`${i} ${name}`);
    if (joined === undefined) throw new Error(`chunk ${i} exports no ${name}`);
    return joined;
  };
}

/**
 * Joins the browser entry and the chunks it imports statically into one file, `entry-<hash>.js`,
 * minified again by swc, points every lazy chunk at it under a name with the same hash (renamed in
 * `metafile` too) and removes the files it joined. An export
 * of a joined chunk keeps its name unless an earlier chunk's export has it, then gets the shortest
 * free one. The entry must not await at its top level: a lazy chunk it loads imports the joined file,
 * and would wait for the entry to finish. `assets` is the folder of the built files, `metafile`
 * esbuild's, `options` the client build's (target, charset).
 * Returns the joined file's name, or null when the entry imports no chunk.
 */
export async function mergeFirstChunks(assets, metafile, options) {
  const outputs = metafile.outputs;
  const entryPath = Object.keys(outputs).find((path) =>
    outputs[path].entryPoint?.endsWith('entry.tsx'),
  );
  const chunks = staticClosure(outputs, entryPath);
  if (chunks.length === 0) return null;
  const entryFile = basename(entryPath);
  const index = new Map(chunks.map((path, i) => [basename(path), i]));
  const joinedName = joinedNames(chunks.map((path) => outputs[path].exports));
  const lines = chunks.map((path, i) => {
    const names = outputs[path].exports;
    const file = `./${basename(path)}`;
    return names.length === 0
      ? `import '${file}';`
      : `export { ${names.map((name) => `${name} as ${joinedName(i, name)}`).join(', ')} } from '${file}';`;
  });
  // Last: the entry's code runs after the chunks it imports, as it did from its own file.
  lines.push(`import './${entryFile}';`);
  const joined = await esbuild.build({
    stdin: { contents: lines.join('\n'), resolveDir: assets, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: options.target,
    charset: options.charset,
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [
      {
        // The lazy chunks stay files of their own.
        name: 'lazy-chunks',
        setup(build) {
          build.onResolve({ filter: /^\.\/chunk-/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  const code = `${COMPILE_HINT}${(await minify(joined.outputFiles[0].text, MINIFY)).code}`;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8).toUpperCase();
  const name = `entry-${hash}.js`;
  // Every other chunk now imports the joined file by its name, which esbuild's name for the chunk
  // does not account for: each is named anew from its name and the joined file's hash, so a browser
  // that cached a chunk of an earlier build (assets are immutable) never finds it pointing at an
  // entry that is gone.
  const lazy = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && file !== entryFile && !index.has(file),
  );
  const renamed = new Map(
    lazy.map((file) => [
      file,
      `chunk-${createHash('sha256').update(`${file} ${hash}`).digest('hex').slice(0, 8).toUpperCase()}.js`,
    ]),
  );
  const renameChunks = (text) =>
    text.replace(/\.\/(chunk-[\w-]+\.js)/g, (whole, file) =>
      renamed.has(file) ? `./${renamed.get(file)}` : whole,
    );
  writeFileSync(join(assets, name), renameChunks(code));
  const rename = (list, i) =>
    list
      .split(',')
      .map((specifier) => {
        const [imported, local = imported] = specifier.split(' as ');
        return `${joinedName(i, imported)} as ${local}`;
      })
      .join(',');
  for (const file of lazy) {
    const after = renameChunks(
      readFileSync(join(assets, file), 'utf8')
        .replace(STATIC_IMPORT, (whole, keyword, list, chunk) => {
          if (!index.has(chunk)) return whole;
          return `${keyword}{${rename(list, index.get(chunk))}}from"./${name}"`;
        })
        .replace(BARE_IMPORT, (whole, chunk) => (index.has(chunk) ? `import"./${name}"` : whole)),
    );
    for (const chunk of index.keys())
      if (after.includes(chunk)) throw new Error(`${file} still refers to ${chunk} after the join`);
    writeFileSync(join(assets, renamed.get(file)), after);
  }
  for (const chunk of [...index.keys(), entryFile, ...lazy]) rmSync(join(assets, chunk));
  // The metafile names the served files, so tools that map a source to its chunk still find it.
  const served = (path) => {
    const file = basename(path);
    return renamed.has(file) ? `${path.slice(0, -file.length)}${renamed.get(file)}` : path;
  };
  for (const path of Object.keys(outputs)) {
    const output = outputs[path];
    for (const item of output.imports) item.path = served(item.path);
    if (served(path) !== path) {
      delete outputs[path];
      outputs[served(path)] = output;
    }
  }
  return name;
}
