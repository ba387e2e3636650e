import { defineConfig } from 'tsup';

// Two builds: the library (ESM + .d.ts; dependencies and peers stay external) and the stylesheet
// (esbuild inlines its @imports into one dist/styles.css).
export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    target: 'es2022',
    sourcemap: true,
  },
  {
    entry: { styles: 'src/styles.css' },
    minify: true,
  },
]);
