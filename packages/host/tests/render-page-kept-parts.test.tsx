import { matchRoute, type RouteMatch } from '@agency/core';
import { preloadScreens } from '@agency/ui';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keptParts } from '../src/server/kept-parts';
import type { PageData } from '../src/server/load-page';
import { renderPage } from '../src/server/render-page';
import { testConfig } from './support/site';
import { pageAnswer } from './support/upstream';

vi.mock('../src/server/kept-parts', async (original) => {
  const actual = await original<typeof import('../src/server/kept-parts')>();
  return { ...actual, keptParts: vi.fn(actual.keptParts) };
});

const config = testConfig();
const manifest = {
  entry: '/assets/entry.js',
  imports: [],
  styles: [],
  areaStyles: '/assets/areas.css',
};

async function rendered(url: string, route: string) {
  const match = matchRoute(url) as RouteMatch;
  await preloadScreens(match);
  const data = pageAnswer(route, match.path, `Title of ${url}`).data as PageData;
  return renderPage({ match, data, jwt: null, config, manifest, nonce: null, now: Date.now() });
}

beforeEach(() => {
  vi.mocked(keptParts).mockClear();
});

// renderPage is where the kept parts reach the page (decision 0054): a test of keptParts alone would
// pass with render-page no longer asking for them.
describe('renderPage draws the kept header and footer', () => {
  it('a site page asks for its parts and carries their kept markup', async () => {
    const page = await rendered('/en/privacy-policy', 'privacy-policy');
    expect(keptParts).toHaveBeenCalledTimes(1);
    const parts = vi.mocked(keptParts).mock.results[0]?.value;
    expect(Object.keys(parts)).toEqual(['header', 'footer']);
    expect(page.html).toContain(renderToString(parts.header));
    expect(page.html).toContain(renderToString(parts.footer));
    expect(vi.mocked(keptParts).mock.calls[0]?.[0]).toMatchObject({
      path: '/en/privacy-policy',
      url: '/en/privacy-policy',
    });
  });

  it('a back-office page, which has no site header or footer, asks for none', async () => {
    await rendered('/en/admin', 'admin');
    expect(keptParts).not.toHaveBeenCalled();
  });
});
