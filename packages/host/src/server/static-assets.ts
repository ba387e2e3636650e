import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { entityTag } from './entity-tag';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** One file ready to send, with its precompressed variants. */
export interface StaticAsset {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  type: string;
  etag: string;
  /** Content-hashed name: cache forever. */
  immutable: boolean;
}

/** The built browser files, held in memory and served by URL path. */
export type StaticAssets = Map<string, StaticAsset>;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Loads every file under `dir` (the client build) keyed by its URL path; `.gz`/`.br` siblings become the precompressed variants. */
export function loadStaticAssets(dir: string): StaticAssets {
  const assets: StaticAssets = new Map();
  if (!existsSync(dir)) return assets;
  for (const file of walk(dir)) {
    if (file.endsWith('.gz') || file.endsWith('.br')) continue;
    const path = `/${relative(dir, file).split(sep).join('/')}`;
    const body = readFileSync(file);
    assets.set(path, {
      body,
      br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : null,
      gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : null,
      type: TYPES[extname(file)] ?? 'application/octet-stream',
      etag: entityTag(body),
      immutable: path.startsWith('/assets/'),
    });
  }
  return assets;
}

/** Picks the smallest encoding the client accepts: brotli, gzip or identity. */
export function pickEncoding(
  asset: Pick<StaticAsset, 'br' | 'gzip'>,
  acceptEncoding: string | undefined,
): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim().toLowerCase());
  if (asset.br && accepted.includes('br')) return 'br';
  if (asset.gzip && accepted.includes('gzip')) return 'gzip';
  return null;
}
