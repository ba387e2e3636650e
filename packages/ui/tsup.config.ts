import { defineConfig } from 'tsup';

// Two builds: the library (ESM + .d.ts; dependencies and peers stay external) and the stylesheets
// (esbuild inlines each stylesheet's @imports: dist/styles.css, which is dist/site.css and
// dist/areas.css together, and dist/document.css).
export default defineConfig([
  {
    entry: ['src/index.ts', 'src/entries/web-api.ts'],
    format: ['esm'],
    dts: true,
    target: 'es2022',
    sourcemap: true,
  },
  {
    entry: {
      styles: 'src/styles.css',
      site: 'src/site.css',
      areas: 'src/areas.css',
      document: 'src/document.css',
    },
    minify: true,
  },
]);
