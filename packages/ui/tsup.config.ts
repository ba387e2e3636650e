import { defineConfig } from 'tsup';

// Two builds: the library (ESM + .d.ts; dependencies and peers stay external) and the stylesheets
// (esbuild inlines styles.css's @imports into one dist/styles.css; dist/document.css beside it).
export default defineConfig([
  {
    entry: ['src/index.ts', 'src/entries/web-api.ts'],
    format: ['esm'],
    dts: true,
    target: 'es2022',
    sourcemap: true,
  },
  {
    entry: { styles: 'src/styles.css', document: 'src/document.css' },
    minify: true,
  },
]);
