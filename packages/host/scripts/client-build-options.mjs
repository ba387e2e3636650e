import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import * as esbuild from 'esbuild';

// The ICU catalogs of @agency/ui: `export const <lang> = { key: 'ICU message', … }` per language,
// for the site (i18n/messages/), for the account and admin areas and the site's code-split parts
// (screens/*/i18n/, layout/*/i18n/), and for a component's own words (components/*/i18n/).
/** A catalog file the browser build precompiles. */
export const CATALOG =
  /[\\/]packages[\\/]ui[\\/]src[\\/](?:i18n[\\/]messages|(?:screens|components|layout)[\\/][\w-]+[\\/]i18n)[\\/](ru|en|ua|es)\.ts$/;
// URL code ua is the locale uk (core's htmlLang); the parser uses the locale for date skeletons.
const CATALOG_LOCALE = { ru: 'ru', en: 'en', ua: 'uk', es: 'es' };

/**
 * Ships the catalogs to the browser as message ASTs, parsed here by the parser `intl-messageformat`
 * uses at run time, so the browser needs no parser (see `noParser`). Fails the build on a message
 * that does not parse or a catalog export that is not a record of messages.
 */
const precompiledCatalogs = {
  name: 'precompiled-catalogs',
  setup(build) {
    build.onLoad({ filter: CATALOG }, async (args) => {
      const bundled = await esbuild.build({
        entryPoints: [args.path],
        bundle: true,
        format: 'esm',
        platform: 'neutral',
        write: false,
        logLevel: 'silent',
      });
      const source = bundled.outputFiles[0].text;
      const module = await import(
        `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
      );
      const locale = CATALOG_LOCALE[CATALOG.exec(args.path)[1]];
      const lines = [];
      for (const [name, catalog] of Object.entries(module)) {
        const entries = Object.entries(catalog ?? {});
        if (
          typeof catalog !== 'object' ||
          entries.some(([, message]) => typeof message !== 'string')
        )
          throw new Error(`${args.path}: export ${name} is not a record of ICU messages`);
        const compiled = Object.fromEntries(
          entries.map(([key, message]) => {
            try {
              return [key, parse(message, { locale })];
            } catch (error) {
              throw new Error(`${args.path}: message ${key} does not parse: ${error.message}`);
            }
          }),
        );
        lines.push(`export const ${name} = ${JSON.stringify(compiled)};`);
      }
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};

// With every catalog precompiled, intl-messageformat never parses in the browser: its parser
// import resolves to the package's parser-free entry (types and helpers only).
const noParser = {
  name: 'no-parser',
  setup(build) {
    build.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, (args) =>
      build.resolve('@formatjs/icu-messageformat-parser/no-parser.js', {
        kind: args.kind,
        resolveDir: args.resolveDir,
      }),
    );
  },
};

// `export { a, b } from './x';` (and `export type {…}`) in a package's index.
const RE_EXPORT = /export\s*(type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g;
// `import { a, type B } from '@agency/core';` in our sources (an `import type` is erased anyway).
const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(@agency\/(?:core|ui))';/g;

/** Each name a package index re-exports, with the file it comes from (absolute, no extension). */
function exportedFrom(index) {
  const files = new Map();
  for (const [, typeOnly, list, from] of readFileSync(index, 'utf8').matchAll(RE_EXPORT)) {
    if (typeOnly) continue;
    for (const item of list.split(',')) {
      const name = item.trim();
      if (name === '' || name.startsWith('type ')) continue;
      if (name.includes(' as '))
        throw new Error(`${index}: a renamed export (${name}) is not read`);
      files.set(name, join(dirname(index), from));
    }
  }
  return files;
}

/**
 * Imports what our sources take from `@agency/core` and `@agency/ui` from the modules that define
 * it, not through the package index. esbuild puts every module an index re-exports and some lazy
 * chunk uses in the chunk the entry imports, because the entry reaches it through the same index:
 * the landing loaded code only lazy screens run (issue 30, decision 0044).
 */
function directImports(root) {
  const barrels = {
    '@agency/core': exportedFrom(join(root, '../core/src/index.ts')),
    '@agency/ui': exportedFrom(join(root, '../ui/src/index.ts')),
  };
  return {
    name: 'direct-imports',
    setup(build) {
      build.onLoad(
        { filter: /[\\/]packages[\\/](?:ui|host)[\\/]src[\\/].*\.tsx?$/ },
        async (args) => {
          const source = await readFile(args.path, 'utf8');
          if (!BARREL_IMPORT.test(source)) return undefined;
          BARREL_IMPORT.lastIndex = 0;
          const contents = source.replace(BARREL_IMPORT, (_whole, list, barrel) => {
            const byFile = new Map();
            const types = [];
            for (const item of list.split(',')) {
              const specifier = item.trim();
              if (specifier === '') continue;
              if (specifier.startsWith('type ')) {
                types.push(specifier);
                continue;
              }
              const name = specifier.split(' as ')[0].trim();
              const file = barrels[barrel].get(name);
              if (file === undefined) throw new Error(`${args.path}: ${barrel} exports no ${name}`);
              byFile.set(file, [...(byFile.get(file) ?? []), specifier]);
            }
            const lines = [...byFile].map(
              ([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`,
            );
            if (types.length > 0) lines.push(`import { ${types.join(', ')} } from '${barrel}';`);
            return lines.join(' ');
          });
          return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
        },
      );
    },
  };
}

/**
 * The esbuild options of the browser bundle, shared by the build and the bench (which rebuilds it in
 * memory to see what each served chunk holds): `root` is packages/host, `client` the served folder.
 */
export function clientBuildOptions(root, client) {
  return {
    // Metafile paths are relative to this, and the manifest is built from them.
    absWorkingDir: root,
    // The account's and back office's stylesheet is its own file, linked on their pages only
    // (decision 0063); the entry's stylesheet is every visitor's.
    entryPoints: [join(root, 'src/browser/entry.tsx'), join(root, '../ui/src/areas.css')],
    outdir: join(client, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    // Cyrillic text as UTF-8 bytes, not \uXXXX escapes: 1.2 KB less gzip on the landing (served as charset=utf-8).
    charset: 'utf8',
    sourcemap: false,
    metafile: true,
    conditions: ['source'],
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [precompiledCatalogs, noParser, directImports(root)],
  };
}
