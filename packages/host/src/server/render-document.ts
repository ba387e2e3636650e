import { createHash } from 'node:crypto';
import { escapeHtml } from '@agency/core';
import { ROOT_ELEMENT_ID, STATE_ELEMENT_ID } from '../shared/element-ids';

/** The built browser files a page links to. */
export interface ClientManifest {
  /** URL of the entry module. */
  entry: string;
  /** Modules the entry imports statically (preloaded on rendered pages). */
  imports: readonly string[];
  /** Stylesheets. */
  styles: readonly string[];
}

/** The pieces of one HTML page. */
export interface DocumentInput {
  /** BCP 47 language for `<html lang>`. */
  lang: string;
  /** Theme of the route, for the first paint before hydration. */
  theme: string | null;
  head: string;
  /** Server-rendered markup of the app. */
  body: string;
  /** The state, already serialised with `serializeState`. */
  state: string;
  manifest: ClientManifest;
  /** Per-request nonce; null for cacheable pages, which use script hashes instead. */
  nonce: string | null;
}

/** A finished page and the CSP hashes of its inline scripts and style attributes. */
export interface RenderedDocument {
  html: string;
  scriptHashes: string[];
  styleHashes: string[];
}

/** sha256 CSP source of an inline script's text. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const STYLE_OPEN = 'style="';
const ENTITY = /&(amp|lt|gt|quot|#39|#x27);/g;
const CHARACTERS: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

/** sha256 CSP sources of the style attributes in server-rendered markup (allowed with 'unsafe-hashes', so no other inline style applies). */
export function styleAttributeHashes(markup: string): string[] {
  const hashes = new Set<string>();
  // indexOf finds the few attributes in a page of markup several times faster than a global regex.
  for (let at = markup.indexOf(STYLE_OPEN); at !== -1; at = markup.indexOf(STYLE_OPEN, at)) {
    const start = at + STYLE_OPEN.length;
    if (!/\s/.test(markup[at - 1] ?? '')) {
      at = start;
      continue;
    }
    const end = markup.indexOf('"', start);
    if (end === -1) break;
    hashes.add(styleHash(markup.slice(start, end)));
    at = end + 1;
  }
  return [...hashes];
}

// A page's style attributes are a few values (a slide offset, a mask shift) seen again and again.
const STYLE_HASHES_KEPT = 256;
const styleHashes = new Map<string, string>();

function styleHash(attribute: string): string {
  let hash = styleHashes.get(attribute);
  if (hash === undefined) {
    hash = scriptHash(attribute.replace(ENTITY, (_all, name: string) => CHARACTERS[name] ?? ''));
    // Values come from the pages' own markup; the bound only guards against an unforeseen variety.
    if (styleHashes.size >= STYLE_HASHES_KEPT) styleHashes.clear();
    styleHashes.set(attribute, hash);
  }
  return hash;
}

// What a manifest alone decides, worked out once per manifest rather than on every page.
interface ManifestParts {
  bootstrap: string;
  bootstrapHash: string;
  styles: string;
  preloads: readonly string[];
}

const manifestParts = new WeakMap<ClientManifest, ManifestParts>();

function partsOf(manifest: ClientManifest): ManifestParts {
  let parts = manifestParts.get(manifest);
  if (parts === undefined) {
    // A script element made by a trusted script is trusted under 'strict-dynamic' (a hashed inline
    // import() is not), and so is everything the entry imports.
    const bootstrap = `const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(manifest.entry)};document.head.append(s)`;
    parts = {
      bootstrap,
      bootstrapHash: scriptHash(bootstrap),
      styles: manifest.styles
        .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
        .join(''),
      preloads: [manifest.entry, ...manifest.imports].map(
        (href) => `<link rel="modulepreload" href="${escapeHtml(href)}"`,
      ),
    };
    manifestParts.set(manifest, parts);
  }
  return parts;
}

/** Assembles a full HTML page: the state in a non-executed JSON block and one tiny inline module that imports the entry. */
export function renderDocument(input: DocumentInput): RenderedDocument {
  const nonce = input.nonce === null ? '' : ` nonce="${escapeHtml(input.nonce)}"`;
  const { bootstrap, bootstrapHash, styles, preloads: links } = partsOf(input.manifest);
  const preloads = input.nonce === null ? '' : links.map((link) => `${link}${nonce}>`).join('');
  const theme = input.theme === null ? '' : ` data-theme="${escapeHtml(input.theme)}"`;
  const html =
    `<!doctype html><html lang="${escapeHtml(input.lang)}"${theme}><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="color-scheme" content="light dark">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    `${input.head}${styles}${preloads}</head><body>` +
    `<div id="${ROOT_ELEMENT_ID}">${input.body}</div>` +
    `<script type="application/json" id="${STATE_ELEMENT_ID}">${input.state}</script>` +
    `<script type="module"${nonce}>${bootstrap}</script></body></html>`;
  return {
    html,
    scriptHashes: [bootstrapHash],
    styleHashes: styleAttributeHashes(input.body),
  };
}
