import { fileURLToPath } from 'node:url';

/** The host package's build folder (dist/), found from this module both as source and bundled. */
export const DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));
