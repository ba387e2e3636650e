// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = ':where(.site)';

async function bundled(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`../../src/${entry}`, import.meta.url))],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

// A selector list split at its top-level commas (not those inside :where(), :not() or [attr]).
function splitList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(' || char === '[') depth += 1;
    if (char === ')' || char === ']') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return parts;
}

/** Every style rule's selectors in minified CSS; keyframe steps are not selectors. */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  const blocks: string[] = [];
  let text = '';
  for (const char of css) {
    if (char === '{') {
      const head = text.trim();
      if (!head.startsWith('@') && !blocks.some((block) => block.startsWith('@keyframes')))
        selectors.push(...splitList(head));
      blocks.push(head);
      text = '';
    } else if (char === '}') {
      blocks.pop();
      text = '';
    } else if (char === ';') text = '';
    else text += char;
  }
  return selectors;
}

describe('the stylesheets of @agency/ui', () => {
  it('styles.css: every selector is the root .site (or its modifier) or sits under :where(.site), so nothing outside the root is styled', async () => {
    const selectors = selectorsOf(await bundled('styles.css'));
    expect(selectors.length).toBeGreaterThan(300);
    const outside = selectors.filter(
      (selector) =>
        !selector.startsWith(ROOT) &&
        // The root itself, or the root with a modifier (.site--back-office).
        !/^\.site(--[a-z-]+)?(?![\w-])/.test(selector) &&
        // The no-JavaScript header menu: the host marks <html data-hydrated> once hydrated.
        !selector.startsWith(`html:not([data-hydrated]) ${ROOT} `),
    );
    expect(outside).toEqual([]);
  });

  it('styles.css is site.css then areas.css: the same rules in the same order (decision 0063)', async () => {
    const whole = selectorsOf(await bundled('styles.css'));
    const site = selectorsOf(await bundled('site.css'));
    const areas = selectorsOf(await bundled('areas.css'));
    expect(site.length).toBeGreaterThan(100);
    expect(areas.length).toBeGreaterThan(100);
    expect(whole).toEqual([...site, ...areas]);
  });

  it('document.css holds only page-level rules: box-sizing, html, body and focus outlines', async () => {
    const selectors = selectorsOf(await bundled('document.css'));
    expect(selectors).toContain('body');
    expect(
      selectors.filter((selector) => !/^(\*|html\b|body$|:focus-visible$)/.test(selector)),
    ).toEqual([]);
  });

  it('finds the selectors of nested, listed and keyframe rules as the tests above read them', () => {
    const css =
      '.a,:where(.b,.c) .d{x:1}@media (min-width:1px){.e:not(.f,.g){y:2}}@keyframes k{to{z:3}}';
    expect(selectorsOf(css)).toEqual(['.a', ':where(.b,.c) .d', '.e:not(.f,.g)']);
  });
});
