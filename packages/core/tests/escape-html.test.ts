import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/index';

describe('escapeHtml: text joined into server-rendered HTML cannot open a tag or leave an attribute', () => {
  it('escapes &, <, >, double and single quotes, and leaves the rest as written', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('Привет, мир — 100%')).toBe('Привет, мир — 100%');
  });

  it('escapes an existing entity again, so it shows as typed', () => {
    expect(escapeHtml('&lt;script&gt;')).toBe('&amp;lt;script&amp;gt;');
  });
});
