import type { BuildOptions } from 'esbuild';

/** A catalog file the browser build precompiles. */
export declare const CATALOG: RegExp;

/** The esbuild options of the browser bundle: `root` is packages/host, `client` the served folder. */
export declare function clientBuildOptions(root: string, client: string): BuildOptions;
