// Builds the host: the browser bundle (ESM, code-split, content-hashed, minified, precompressed)
// and the server bundle that `npm start` runs. `--watch` rebuilds on change (npm run dev).
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import * as esbuild from 'esbuild';
import { clientBuildOptions } from './client-build-options.mjs';
import { compressOnce } from './compression-cache.mjs';
import { mergeFirstChunks } from './merge-first-chunks.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const client = join(dist, 'client');
const watch = process.argv.includes('--watch');

// Workspace packages are bundled from their TypeScript sources; everything from npm stays external on the server.
const nodeExternals = {
  name: 'node-externals',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      // The demo's Google double is its own file beside the server (sandboxOptions), loaded only by the
      // demo: an operator's server never runs it.
      if (args.path === '@agency/google-sandbox')
        return { path: './google-sandbox.js', external: true };
      return args.path.startsWith('@agency/') ? undefined : { path: args.path, external: true };
    });
  },
};

// Zopfli writes gzip any browser reads, 3-4 % smaller than zlib's level 9 (the landing's first
// JavaScript: 2.9 KB less, issue 30, decision 0044), at ~1 s per MB; a watch rebuild keeps zlib's speed.
// Outside a watch, each file's compressed bytes are kept by content (decision 0056).
const cache = join(root, '../../node_modules/.cache/agency-host-build');
const require = createRequire(import.meta.url);
const ZOPFLI_OPTIONS = {};
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 11 };
// The keys hold the settings themselves, so changed settings never reuse bytes made with others.
const ZOPFLI = `zopfli ${require('@gfx/zopfli/package.json').version} ${JSON.stringify(ZOPFLI_OPTIONS)}`;
const BROTLI = `brotli ${process.versions.brotli} ${JSON.stringify(BROTLI_PARAMS)}`;
const brotli = (body) => brotliCompressSync(body, { params: BROTLI_PARAMS });

async function gzipped(body) {
  if (watch) return gzipSync(body, { level: 9 });
  return compressOnce(cache, 'gz', ZOPFLI, body, async (bytes) =>
    Buffer.from(await gzipAsync(bytes, ZOPFLI_OPTIONS)),
  );
}

async function brotlied(body) {
  return watch
    ? brotli(body)
    : compressOnce(cache, 'br', BROTLI, body, async (bytes) => brotli(bytes));
}

async function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      await precompress(file);
      continue;
    }
    if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, await gzipped(body));
    writeFileSync(`${file}.br`, await brotlied(body));
  }
}

function writeManifest(metafile, joined) {
  const outputs = metafile.outputs;
  const url = (path) => `/${relative(client, join(root, path)).split('\\').join('/')}`;
  const [entryPath, entry] = Object.entries(outputs).find(([, output]) =>
    output.entryPoint?.endsWith('entry.tsx'),
  );
  const areas = Object.keys(outputs).find((path) =>
    outputs[path].entryPoint?.endsWith('areas.css'),
  );
  // Every page links the entry's stylesheet, and the first link names the area stylesheet (decision 0063).
  if (!entry.cssBundle || areas === undefined)
    throw new Error('the browser build made no site stylesheet or no area stylesheet (areas.css)');
  // The entry joined with the chunks it imports (mergeFirstChunks) imports nothing statically.
  const manifest = {
    entry: joined === null ? url(entryPath) : `/assets/${joined}`,
    imports:
      joined === null
        ? entry.imports
            .filter((item) => item.kind === 'import-statement')
            .map((item) => url(item.path))
        : [],
    styles: [url(entry.cssBundle)],
    areaStyles: url(areas),
  };
  writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // Outside client/, so it is never served: `esbuild.analyzeMetafile` over it shows what each chunk holds.
  writeFileSync(join(dist, 'metafile.json'), JSON.stringify(metafile));
  return manifest;
}

const clientOptions = clientBuildOptions(root, client);

// V8 keeps the server bundle's source for lazy compilation; esbuild escapes non-ASCII in code but not
// in comments, and one "…" there stored the whole 1.9 MB source two bytes a character (3.7 MB of heap).
// One '?' per UTF-16 unit keeps every column of the source map.
const asciiServer = {
  name: 'ascii-server',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length > 0) return;
      const file = build.initialOptions.outfile;
      const source = readFileSync(file, 'utf8');
      if (/[\u0080-\uffff]/.test(source))
        writeFileSync(file, source.replace(/[\u0080-\uffff]/g, '?'));
    });
  },
};

const serverOptions = {
  absWorkingDir: root,
  entryPoints: [join(root, 'src/server/main.ts')],
  outfile: join(dist, 'server/main.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: ['node20'],
  conditions: ['source'],
  plugins: [nodeExternals, asciiServer],
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
};

// The demo's Google double (packages/google-sandbox), bundled on its own for the server's dynamic import.
const sandboxOptions = {
  absWorkingDir: root,
  entryPoints: [join(root, '../google-sandbox/src/index.ts')],
  outfile: join(dist, 'server/google-sandbox.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: ['node20'],
  conditions: ['source'],
  plugins: [nodeExternals],
  logLevel: 'warning',
};

async function finishClient(result) {
  copyFileSync(join(root, 'public/favicon.svg'), join(client, 'favicon.svg'));
  // The worker the account and back office start to build the ICU locale list (decision 0061).
  copyFileSync(join(root, 'public/intl-warmup.js'), join(client, 'intl-warmup.js'));
  // The social preview images of each language (scripts/og-images.mjs makes them).
  cpSync(join(root, 'public/og'), join(client, 'og'), { recursive: true });
  const joined = await mergeFirstChunks(join(client, 'assets'), result.metafile, clientOptions);
  const manifest = writeManifest(result.metafile, joined);
  await precompress(client);
  return manifest;
}

// The embedded web-api is bundled into dist/server/main.js and finds its SQL migrations one folder
// up from its module (as from its own dist/): copy them there.
function copyMigrations() {
  cpSync(join(root, '../web-api/migrations'), join(dist, 'migrations'), { recursive: true });
}

// A watch keeps the previous build in place, so the running dev server never loses its files.
if (!watch) rmSync(dist, { recursive: true, force: true });
mkdirSync(client, { recursive: true });
if (watch) {
  const rebuild = {
    name: 'after-build',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length === 0) {
          await finishClient(result);
          console.log(`[host] client rebuilt ${new Date().toLocaleTimeString()}`);
        }
      });
    },
  };
  const contexts = await Promise.all([
    esbuild.context({ ...clientOptions, plugins: [...clientOptions.plugins, rebuild] }),
    esbuild.context(serverOptions),
    esbuild.context(sandboxOptions),
  ]);
  copyMigrations();
  await Promise.all(contexts.map((context) => context.watch()));
  console.log('[host] watching for changes');
} else {
  const [result] = await Promise.all([
    esbuild.build(clientOptions),
    esbuild.build(serverOptions),
    esbuild.build(sandboxOptions),
  ]);
  copyMigrations();
  const manifest = await finishClient(result);
  console.log(`[host] built ${manifest.entry}`);
}
