import { createHash } from 'node:crypto';
import { escapeHtml } from '@agency/core';
import { AREA_STYLES_ATTRIBUTE } from '../shared/area-styles-attribute';
import { ROOT_ELEMENT_ID, STATE_ELEMENT_ID } from '../shared/element-ids';
import { INTL_WARMUP_URL } from '../shared/intl-warmup';

/** The built browser files a page links to. */
export interface ClientManifest {
  /** URL of the entry module. */
  entry: string;
  /** Modules the entry imports statically (preloaded on rendered pages). */
  imports: readonly string[];
  /** Stylesheets every page links. */
  styles: readonly string[];
  /** The stylesheet of the account and back office, linked on their pages only (decision 0063). */
  areaStyles: string;
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
  /**
   * Whether the page is an account or back-office page (isAreaGroup): it starts the worker that
   * builds the ICU locale list off the main thread (decision 0061) and links the area stylesheet
   * (decision 0063).
   */
  area?: boolean;
}

/** A finished page (as text, and as the UTF-8 bytes to send) and the CSP hashes of its inline scripts and style attributes. */
export interface RenderedDocument {
  html: string;
  /** The same page, encoded once (see renderDocument). */
  bytes: Buffer;
  scriptHashes: string[];
  styleHashes: string[];
}

/** sha256 CSP source of an inline script's text. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const STYLE_OPEN = Buffer.from('style="');
const QUOTE = 0x22;
const ENTITY = /&(amp|lt|gt|quot|#39|#x27);/g;
const CHARACTERS: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};

// The bytes that separate attributes in HTML (ASCII whitespace).
function isSpace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;
}

/** sha256 CSP sources of the style attributes in server-rendered markup (allowed with 'unsafe-hashes', so no other inline style applies). */
export function styleAttributeHashes(markup: string | Buffer): string[] {
  // Searched in the UTF-8 bytes: Buffer#indexOf is native and about twice as fast as a string's over
  // a page's two-byte text (a language's name in the switcher makes all of it two-byte).
  const bytes = typeof markup === 'string' ? Buffer.from(markup) : markup;
  const hashes = new Set<string>();
  for (let at = bytes.indexOf(STYLE_OPEN); at !== -1; at = bytes.indexOf(STYLE_OPEN, at)) {
    const start = at + STYLE_OPEN.length;
    if (!isSpace(bytes[at - 1])) {
      at = start;
      continue;
    }
    const end = bytes.indexOf(QUOTE, start);
    if (end === -1) break;
    hashes.add(styleHash(bytes.toString('utf8', start, end)));
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
  /** The bootstrap that first starts the intl warm-up worker. */
  warmingBootstrap: string;
  warmingBootstrapHash: string;
  /** A visitor's page's stylesheet links, the first naming the area stylesheet for a navigation into an area. */
  siteLinks: string;
  /** An area page's stylesheet links: every page's and the area's. */
  areaLinks: string;
  preloads: readonly string[];
}

const manifestParts = new WeakMap<ClientManifest, ManifestParts>();

function stylesheet(href: string): string {
  return `<link rel="stylesheet" href="${escapeHtml(href)}"`;
}

function partsOf(manifest: ClientManifest): ManifestParts {
  let parts = manifestParts.get(manifest);
  if (parts === undefined) {
    // A script element made by a trusted script is trusted under 'strict-dynamic' (a hashed inline
    // import() is not), and so is everything the entry imports.
    const bootstrap = `const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(manifest.entry)};document.head.append(s)`;
    // The worker starts before the entry loads, so the list is built while the area's code is fetched;
    // a browser that refuses it keeps its page.
    const warmingBootstrap = `try{new Worker(${JSON.stringify(INTL_WARMUP_URL)})}catch{}${bootstrap}`;
    parts = {
      bootstrap,
      bootstrapHash: scriptHash(bootstrap),
      warmingBootstrap,
      warmingBootstrapHash: scriptHash(warmingBootstrap),
      siteLinks: manifest.styles
        .map(
          (href, index) =>
            `${stylesheet(href)}${index === 0 ? ` ${AREA_STYLES_ATTRIBUTE}="${escapeHtml(manifest.areaStyles)}"` : ''}>`,
        )
        .join(''),
      areaLinks: [...manifest.styles, manifest.areaStyles]
        .map((href) => `${stylesheet(href)}>`)
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
  const parts = partsOf(input.manifest);
  const styles = input.area ? parts.areaLinks : parts.siteLinks;
  const links = parts.preloads;
  const [bootstrap, bootstrapHash] = input.area
    ? [parts.warmingBootstrap, parts.warmingBootstrapHash]
    : [parts.bootstrap, parts.bootstrapHash];
  const preloads = input.nonce === null ? '' : links.map((link) => `${link}${nonce}>`).join('');
  const theme = input.theme === null ? '' : ` data-theme="${escapeHtml(input.theme)}"`;
  const before =
    `<!doctype html><html lang="${escapeHtml(input.lang)}"${theme}><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="color-scheme" content="light dark">' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    `${input.head}${styles}${preloads}</head><body>` +
    `<div id="${ROOT_ELEMENT_ID}">`;
  const after =
    `</div><script type="application/json" id="${STATE_ELEMENT_ID}">${input.state}</script>` +
    `<script type="module"${nonce}>${bootstrap}</script></body></html>`;
  const { bytes, body } = encodePage(before, input.body, after);
  return {
    html: `${before}${input.body}${after}`,
    bytes,
    scriptHashes: [bootstrapHash],
    styleHashes: styleAttributeHashes(body),
  };
}

// Pages are encoded into one reused buffer, piece by piece, then copied out at their exact length:
// Buffer.from(page) would flatten the whole text first, measure its UTF-8 length in a pass of its
// own, then encode it (decision 0045). A page beyond the buffer's bound is encoded the plain way.
const SCRATCH_MAX = 4 * 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(256 * 1024);

function encodePage(before: string, body: string, after: string): { bytes: Buffer; body: Buffer } {
  // A UTF-16 code unit is at most three UTF-8 bytes, so the pieces always fit.
  const most = 3 * (before.length + body.length + after.length);
  if (most > SCRATCH_MAX) {
    const bodyBytes = Buffer.from(body);
    return {
      bytes: Buffer.concat([Buffer.from(before), bodyBytes, Buffer.from(after)]),
      body: bodyBytes,
    };
  }
  if (most > scratch.length) scratch = Buffer.allocUnsafeSlow(Math.min(SCRATCH_MAX, 2 * most));
  const bodyStart = scratch.write(before, 0);
  const bodyEnd = bodyStart + scratch.write(body, bodyStart);
  const end = bodyEnd + scratch.write(after, bodyEnd);
  const bytes = Buffer.allocUnsafe(end);
  scratch.copy(bytes, 0, 0, end);
  return { bytes, body: bytes.subarray(bodyStart, bodyEnd) };
}
