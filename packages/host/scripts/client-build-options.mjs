import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import * as esbuild from 'esbuild';

// The ICU catalogs of @agency/ui: `export const <lang> = { key: 'ICU message', … }` per language,
// for the site (i18n/messages/) and for the account and admin areas (screens/*/i18n/).
const CATALOG =
  /[\\/]packages[\\/]ui[\\/]src[\\/](?:i18n[\\/]messages|screens[\\/][\w-]+[\\/]i18n)[\\/](ru|en|ua|es)\.ts$/;
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

/**
 * The esbuild options of the browser bundle, shared by the build and the bench (which rebuilds it in
 * memory to see what each served chunk holds): `root` is packages/host, `client` the served folder.
 */
export function clientBuildOptions(root, client) {
  return {
    // Metafile paths are relative to this, and the manifest is built from them.
    absWorkingDir: root,
    entryPoints: [join(root, 'src/browser/entry.tsx')],
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
    plugins: [precompiledCatalogs, noParser],
  };
}
