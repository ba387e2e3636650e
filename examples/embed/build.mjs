// Bundles the app with esbuild: the browser entry (its CSS imported by the bundler, code-split like
// the library's screens) into dist/client/, and the server for plain Node into dist/server.js, where
// every package stays an import that Node resolves from node_modules.
import * as esbuild from 'esbuild';

await esbuild.build({
  entryPoints: ['src/client.tsx'],
  outdir: 'dist/client',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022'],
  jsx: 'automatic',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

await esbuild.build({
  entryPoints: ['src/server.tsx'],
  outfile: 'dist/server.js',
  bundle: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: ['node20'],
  jsx: 'automatic',
  logLevel: 'warning',
});
