// Stylesheets are imported for their side effect only: the host's build (esbuild) loads them.
declare module '*.css';
