// @vitest-environment node
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src/');

// The landing's own components: provider, layout, shell and the landing screen (with core's rules);
// not the breadcrumb, drawn on every page but the landing from a chunk of its own (shell/page-screen).
const ENTRY = `
export { SiteProvider } from '${SRC}provider/SiteProvider';
export { Header } from '${SRC}layout/Header';
export { Footer } from '${SRC}layout/Footer';
export { LandingScreen } from '${SRC}screens/landing/LandingScreen';
export { Preloader } from '${SRC}shell/Preloader';
export { GoToTop } from '${SRC}shell/GoToTop';
export { Notifications } from '${SRC}components/Notifications';
export { ConfirmDialog } from '${SRC}components/ConfirmDialog';
`;

function bundleLanding(more = '') {
  return build({
    stdin: { contents: `${ENTRY}${more}`, resolveDir: SRC, loader: 'tsx' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    conditions: ['source'],
    // React and FormatJS are libraries, not our code; the catalog is text, loaded per language.
    external: ['react', 'react-dom', 'react/jsx-runtime', '@formatjs/intl'],
    // The quote request form is a chunk of its own, loaded when the visitor nears it, and so are the
    // sections after the hero, loaded when the carousel, the contacts or the mask come into view
    // (issue 30): not first-load code.
    plugins: [
      {
        name: 'lead-form-chunk',
        setup(plugin) {
          plugin.onResolve({ filter: /\/lead-form\/index$|^\.\/sections$/ }, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
    logLevel: 'silent',
    metafile: true,
  });
}

it('"Landing components stay small: their own code should add no more than about 10 KB gzip"', async () => {
  const result = await bundleLanding();
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const gzip = gzipSync(code).length;
  expect(gzip).toBeGreaterThan(1000);
  // A size in bytes, not a time.
  expect(gzip).toBeLessThanOrEqual(10 * 1024);
});

it('"nothing the landing uses imports any" account or admin code', async () => {
  const { metafile } = await bundleLanding(
    `export * as sections from '${SRC}screens/landing/sections';`,
  );
  const inputs = Object.keys(metafile.inputs);
  expect(inputs.some((input) => input.includes('screens/landing/'))).toBe(true);
  expect(inputs.filter((input) => /screens\/(account|admin)\//.test(input))).toEqual([]);
});
