// Stylesheets are imported for their side effect only: the bundlers (tsup, esbuild, Ladle's Vite) load them.
declare module '*.css';
