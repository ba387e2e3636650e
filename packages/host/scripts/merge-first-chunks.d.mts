import type { Metafile } from 'esbuild';

/**
 * Joins the browser entry and the chunks it imports statically into one file, renames every lazy
 * chunk with that file's hash (in `metafile` too) and returns the joined file's name, or null when
 * the entry imports no chunk.
 */
export declare function mergeFirstChunks(
  assets: string,
  metafile: Metafile,
  options: { readonly target?: string | string[]; readonly charset?: 'ascii' | 'utf8' },
): Promise<string | null>;
