import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type ClientManifest,
  renderDocument,
  styleAttributeHashes,
} from '../src/server/render-document';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const manifest: ClientManifest = {
  entry: '/assets/entry-A.js',
  imports: ['/assets/chunk-B.js'],
  styles: ['/assets/entry-A.css'],
  areaStyles: '/assets/areas-C.css',
};

const input = (nonce: string | null) => ({
  lang: 'en',
  theme: null,
  head: '<title>t</title>',
  body: '<p style="--x:1">a</p>',
  state: '{}',
  manifest,
  nonce,
});

describe('styleAttributeHashes', () => {
  it('hashes each distinct style attribute once, with its entities decoded as the browser reads them', () => {
    const markup =
      '<div style="color:red"><i style="a:&quot;b&quot;&amp;"></i><b style="color:red"></b></div>';
    expect(styleAttributeHashes(markup)).toEqual([sha('color:red'), sha('a:"b"&')]);
  });

  it('an attribute whose name only ends in style is not a style attribute', () => {
    expect(styleAttributeHashes('<a data-style="x" title="y">s</a>')).toEqual([]);
    expect(styleAttributeHashes('<a data-style="x" style="z">s</a>')).toEqual([sha('z')]);
  });

  it('an empty style attribute has its hash, and an unterminated one is ignored', () => {
    expect(styleAttributeHashes('<p style="">a</p>')).toEqual([sha('')]);
    expect(styleAttributeHashes('<p style="color:red')).toEqual([]);
  });
});

describe('renderDocument', () => {
  it.each([
    ['a small page', 1],
    ['a page larger than the first encoding buffer', 20_000],
    ['a page beyond the encoding buffer (encoded the plain way)', 200_000],
  ])("%s: its bytes are its text in UTF-8, and its style attributes the body's", (_, repeat) => {
    const body = '<p style="--x:1">Русский, Українська, 😀 — a</p>'.repeat(repeat);
    const page = renderDocument({ ...input(null), body, state: '{"t":"Ещё → 😀"}' });
    expect(page.bytes.equals(Buffer.from(page.html, 'utf8'))).toBe(true);
    expect(page.html).toContain(body);
    expect(page.styleHashes).toEqual([sha('--x:1')]);
    // The next page reuses the encoding buffer: the first page's bytes stay what they were.
    const copy = Buffer.from(page.bytes);
    renderDocument({ ...input(null), body: 'x'.repeat(1000) });
    expect(page.bytes.equals(copy)).toBe(true);
  });

  it('a style attribute outside the body (head, state) is not hashed', () => {
    const page = renderDocument({
      ...input(null),
      head: '<meta name="x" style="a">',
      state: '{"x":"b style=\\"c\\""}',
      body: '<p>a</p>',
    });
    expect(page.styleHashes).toEqual([]);
  });

  it('the bootstrap script hash is the hash of the inline script the page carries', () => {
    const { html, scriptHashes } = renderDocument(input(null));
    const script = /<script type="module">([^<]*)<\/script>/.exec(html)?.[1];
    expect(script).toContain('/assets/entry-A.js');
    expect(scriptHashes).toEqual([sha(script ?? '')]);
  });

  it('a rendered page preloads the entry and its imports with its own nonce; a cacheable page preloads nothing', () => {
    const first = renderDocument(input('n1')).html;
    const second = renderDocument(input('n2')).html;
    expect(first).toContain('<link rel="modulepreload" href="/assets/entry-A.js" nonce="n1">');
    expect(first).toContain('<link rel="modulepreload" href="/assets/chunk-B.js" nonce="n1">');
    expect(second).toContain('<link rel="modulepreload" href="/assets/chunk-B.js" nonce="n2">');
    expect(second).not.toContain('n1');
    expect(renderDocument(input(null)).html).not.toContain('modulepreload');
  });

  it('links the stylesheets and hashes the body’s style attributes', () => {
    const document = renderDocument(input(null));
    expect(document.html).toContain('<link rel="stylesheet" href="/assets/entry-A.css"');
    expect(document.styleHashes).toEqual([sha('--x:1')]);
  });

  it("a visitor's page links its stylesheet alone and names the area's for a navigation (decision 0063)", () => {
    const html = renderDocument(input(null)).html;
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/entry-A.css" data-area-styles="/assets/areas-C.css">',
    );
    expect(html).not.toContain('<link rel="stylesheet" href="/assets/areas-C.css"');
  });

  it('an account or back-office page links the area stylesheet after the site’s and names none', () => {
    const html = renderDocument({ ...input('n1'), area: true }).html;
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/entry-A.css"><link rel="stylesheet" href="/assets/areas-C.css">',
    );
    expect(html).not.toContain('data-area-styles');
  });
});
