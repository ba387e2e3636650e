import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_DIR } from '../src/server/dist-dir';
import { readManifest } from '../src/server/start-host';

// The selectors of a built, minified stylesheet's style rules (at-rule heads left out).
function selectors(url: string): Set<string> {
  const css = readFileSync(join(DIST_DIR, 'client', url), 'utf8');
  const found = new Set<string>();
  for (const [, head = ''] of css.matchAll(/([^{}]+)\{/g))
    if (!head.trim().startsWith('@')) found.add(head.trim());
  return found;
}

// Decision 0063: a visitor's first paint waits for the site's rules alone.
describe("the build's stylesheets", () => {
  it("every page's stylesheet holds none of the area stylesheet's rules, which hold the account's and back office's", () => {
    const { styles, areaStyles } = readManifest();
    expect(styles).toHaveLength(1);
    const site = selectors(styles[0] as string);
    const areas = selectors(areaStyles);
    expect([...areas].some((selector) => selector.includes('.account__aside'))).toBe(true);
    expect([...areas].some((selector) => selector.includes('.admin-table'))).toBe(true);
    expect([...site].filter((selector) => areas.has(selector))).toEqual([]);
    expect([...site].some((selector) => selector.includes('.lead-form'))).toBe(true);
  });
});
