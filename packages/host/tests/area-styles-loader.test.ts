import { describe, expect, it } from 'vitest';
import { areaStylesLoader } from '../src/browser/area-styles-loader';
import { AREA_STYLES_ATTRIBUTE } from '../src/shared/area-styles-attribute';

interface FakeLink {
  rel: string;
  href: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  remove(): void;
}

// The document of a visitor's page as the loader reads it: a first stylesheet that may name the area
// stylesheet, and a head that receives the links it adds.
function fakeDocument(named: string | null) {
  const head: FakeLink[] = [];
  const document = {
    querySelector: (selector: string) =>
      selector === `link[${AREA_STYLES_ATTRIBUTE}]` && named !== null
        ? { getAttribute: (name: string) => (name === AREA_STYLES_ATTRIBUTE ? named : null) }
        : null,
    createElement: (tag: string) => {
      expect(tag).toBe('link');
      const link: FakeLink = {
        rel: '',
        href: '',
        onload: null,
        onerror: null,
        remove: () => head.splice(head.indexOf(link), 1),
      };
      return link;
    },
    head: { append: (link: FakeLink) => head.push(link) },
  };
  return { document: document as unknown as Document, head };
}

describe('the area stylesheet (decision 0063)', () => {
  it('a navigation into an area links the named stylesheet once and waits for it to load', async () => {
    const { document, head } = fakeDocument('/assets/areas-A.css');
    const load = areaStylesLoader(document);
    await load('site');
    await load('error');
    expect(head).toEqual([]);
    let settled = false;
    const first = load('account').then(() => {
      settled = true;
    });
    const second = load('admin');
    expect(head).toHaveLength(1);
    expect(head[0]).toMatchObject({ rel: 'stylesheet', href: '/assets/areas-A.css' });
    await Promise.resolve();
    expect(settled).toBe(false);
    head[0]?.onload?.();
    await Promise.all([first, second]);
    expect(settled).toBe(true);
    await load('account');
    expect(head).toHaveLength(1);
  });

  it('a stylesheet that fails to load is removed, the navigation is refused, and the next one asks again', async () => {
    const { document, head } = fakeDocument('/assets/areas-A.css');
    const load = areaStylesLoader(document);
    const failed = load('account');
    head[0]?.onerror?.();
    await expect(failed).rejects.toThrow('/assets/areas-A.css');
    expect(head).toEqual([]);
    const again = load('account');
    expect(head).toHaveLength(1);
    head[0]?.onload?.();
    await again;
  });

  it('an area page, which links the stylesheet itself and names none, adds nothing', async () => {
    const { document, head } = fakeDocument(null);
    await areaStylesLoader(document)('admin');
    expect(head).toEqual([]);
  });
});
