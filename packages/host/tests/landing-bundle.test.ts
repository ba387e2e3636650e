import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_DIR } from '../src/server/dist-dir';
import { type RunningHost, readManifest } from '../src/server/start-host';
import { rawRequest } from './support/http';
import { startPagesSite } from './support/site';

const ASSETS = join(DIST_DIR, 'client/assets');

// Strings only the screens of one group carry (class names and English texts survive minifying).
const MARKERS = {
  // The first marker is the group's own chunk (the account's route screens are chunks it imports: decision 0062).
  account: ['account-cards', 'import-tool__preview', 'Import locations from a maps service'],
  admin: ['admin-menu__link', 'admin-toolbar__actions', 'Back office sign-in'],
  // The sign-in family, e-mail confirmation and typography: public, but not on the landing's path.
  auth: ['email-confirmation container', 'typography container', 'field__label'],
} as const;

// esbuild's ESM output: `import{a as b}from"./chunk-X.js"`, `import"./chunk-X.js"`, `export{…}from"./chunk-X.js"`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'()]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g;

function asset(name: string): string {
  return readFileSync(join(ASSETS, name), 'utf8');
}

const ASSET_JS = /\/assets\/([\w.-]+\.js)/g;

/**
 * The asset file names the HTML loads as code: module preloads, script sources and the files an
 * inline script loads (the landing's bootstrap adds the entry's script element itself).
 */
function scriptAssets(html: string): string[] {
  const names: string[] = [];
  for (const [tag = ''] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel=["']?modulepreload/.test(tag))
      names.push(...[...tag.matchAll(ASSET_JS)].map((m) => m[1] as string));
  }
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/type=["']?application\/(?:ld\+)?json/.test(attributes)) continue;
    for (const match of `${attributes} ${body}`.matchAll(ASSET_JS)) names.push(match[1] as string);
  }
  return names;
}

/** The chunks reachable from `roots` through static imports only (what loading the page runs). */
function staticClosure(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const match of asset(name).matchAll(STATIC_IMPORT)) queue.push(match[1] as string);
  }
  return seen;
}

function chunksWith(marker: string): string[] {
  return readdirSync(ASSETS).filter((name) => name.endsWith('.js') && asset(name).includes(marker));
}

describe('the landing page bundle', () => {
  let site: RunningHost;
  let landing: Set<string>;

  beforeAll(async () => {
    site = await startPagesSite();
    const answer = await rawRequest(site.url, '/en');
    expect(answer.status).toBe(200);
    const roots = scriptAssets(answer.body);
    expect(roots.length).toBeGreaterThan(0);
    landing = staticClosure(roots);
    // What the HTML loads is the build's entry (dist/manifest.json) and the chunks it imports.
    const manifest = readManifest();
    for (const url of [manifest.entry, ...manifest.imports])
      expect(landing.has(url.replace('/assets/', ''))).toBe(true);
  });
  afterAll(async () => {
    await site?.close();
  });

  it('the landing loads none of the account, admin or sign-in code (code-split: the landing JS has none of their screens)', () => {
    for (const group of ['account', 'admin', 'auth'] as const) {
      for (const marker of MARKERS[group]) {
        for (const name of landing)
          expect(asset(name), `${marker} in ${name}`).not.toContain(marker);
      }
    }
  });

  it('the account, admin and sign-in screens are chunks of their own that the landing only imports on demand', () => {
    const onDemand = new Set<string>();
    for (const name of landing) {
      for (const match of asset(name).matchAll(DYNAMIC_IMPORT)) onDemand.add(match[1] as string);
    }
    for (const group of ['account', 'admin', 'auth'] as const) {
      for (const marker of MARKERS[group]) {
        const chunks = chunksWith(marker);
        expect(chunks, `${group}: ${marker}`).not.toEqual([]);
        for (const chunk of chunks) expect(landing.has(chunk)).toBe(false);
      }
      // The group's screen module (its first marker's chunk) is reached only through import().
      const [screen] = chunksWith(MARKERS[group][0]);
      const reachable = staticClosure([...onDemand].filter((name) => !landing.has(name)));
      expect(reachable.has(screen as string), `${group} chunk ${screen}`).toBe(true);
    }
  });

  it('the account and admin groups do not share a screen chunk', () => {
    const account = new Set(MARKERS.account.flatMap(chunksWith));
    for (const chunk of MARKERS.admin.flatMap(chunksWith)) expect(account.has(chunk)).toBe(false);
  });
});
