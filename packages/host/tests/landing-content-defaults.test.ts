import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config';
import { IN_MEMORY, type RunningHost, startHost } from '../src/server/start-host';
import { adminJwt, webCall, within } from './support/admin-edits';
import { rawRequest } from './support/http';
import { PUBLIC_URL } from './support/site';

const HOMES = ['/', '/ua', '/en', '/es'];

// The landing part of a page, from its root to the footer.
function landing(html: string): string {
  const start = html.indexOf('<div class="landing">');
  const end = html.indexOf('<footer', start);
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

// A legal article: from its root to its end.
function legal(html: string): string {
  const start = html.indexOf('<article class="legal"');
  const end = html.indexOf('</article>', start);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, end);
}

// What a reader gets from an article: its words, its links and its headings, sections, paragraphs and items.
function shape(article: string) {
  const count = (tag: string) => article.split(`<${tag}`).length - 1;
  return {
    text: article
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/ ([.,;:)])/g, '$1')
      .trim(),
    links: [...article.matchAll(/href="([^"]*)"/g)].map((match) => match[1]),
    ids: [...article.matchAll(/ id="([a-z][^"]*)"/g)].map((match) => match[1]),
    counts: ['h2', 'section', 'p', 'ul', 'li', 'a'].map(count),
  };
}

// Decision 0019: the seeded blocks are today's texts, so the landing looks exactly as it did before they
// became editable: its markup from the rendered seed equals its markup from the ui's built-in messages.
describe('the seeded landing content', () => {
  let site: RunningHost;
  beforeAll(async () => {
    process.env.AGENCY_DEMO = '1';
    site = await startHost(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL,
        DATA_DIR: IN_MEMORY,
        LANDING_CACHE_SECONDS: '120',
        LOG_LEVEL: 'warn',
      }),
    );
  });
  async function emptyContent(jwt: string, route: string) {
    const list = await webCall(
      site.url,
      { controller: 'Pages', subaction: 'list', filter: route },
      jwt,
    );
    const page = (
      list.items as { id: string; route: string; translations: Record<string, object> }[]
    ).find((item) => item.route === route);
    if (!page) throw new Error(`no page ${route} seeded`);
    const translations = Object.fromEntries(
      Object.entries(page.translations).map(([lang, content]) => [
        lang,
        { ...content, content: '' },
      ]),
    );
    await webCall(
      site.url,
      { controller: 'Pages', subaction: 'update', id: page.id, item: { translations } },
      jwt,
    );
  }
  afterAll(async () => {
    await site?.close();
    delete process.env.AGENCY_DEMO;
  });

  // Decision 0042: the seeded Markdown is the only legal text; a page without it shows a short notice.
  it('renders the seeded legal documents in every language, and the notice once their text is emptied', async () => {
    const paths = HOMES.flatMap((home) =>
      ['privacy-policy', 'terms-of-service'].map((name) => `${home === '/' ? '' : home}/${name}`),
    );
    const seeded: Record<string, string> = {};
    for (const path of paths) seeded[path] = legal((await rawRequest(site.url, path)).body);
    expect(seeded['/en/privacy-policy']).toContain('<section id="privacy-data"');
    expect(seeded['/en/privacy-policy']).toContain('<em>Effective date: 22 November 2026</em>');
    expect(seeded['/en/privacy-policy']).toContain('erased after 30 days');
    for (const path of paths) {
      expect(seeded[path], path).toContain('class="legal__html"');
      expect(shape(seeded[path] ?? '').counts[0], path).toBeGreaterThanOrEqual(10);
      expect(seeded[path], path).not.toMatch(/\{[a-zA-Z]+\}/);
    }

    const jwt = await adminJwt(site.url);
    for (const route of ['/privacy-policy', '/terms-of-service']) await emptyContent(jwt, route);
    await within(
      2000,
      async () =>
        !(await rawRequest(site.url, '/en/terms-of-service')).body.includes('legal__html'),
    );
    for (const path of paths) {
      const emptied = legal((await rawRequest(site.url, path)).body);
      expect(emptied, path).not.toContain('legal__html');
      expect(emptied, path).toContain('class="legal__unavailable"');
      // The same h1 as with the text: the page's title.
      expect(emptied.match(/<h1[^>]*>([^<]*)</)?.[1], path).toBe(
        seeded[path]?.match(/<h1[^>]*>([^<]*)</)?.[1],
      );
      expect(shape(emptied).counts[0], path).toBe(0);
    }
  });

  it('renders, in every language, exactly the markup of the built-in texts', async () => {
    const seeded: Record<string, string> = {};
    for (const home of HOMES) {
      const html = (await rawRequest(site.url, home)).body;
      seeded[home] = landing(html);
    }
    expect(seeded['/en']).toContain('<p class="hero__tagline">Become online in 1 click</p>');

    // Empty the landing's content in all four languages: each block falls back to its message.
    const jwt = await adminJwt(site.url);
    const list = await webCall(
      site.url,
      { controller: 'Pages', subaction: 'list', filter: '' },
      jwt,
    );
    const home = (
      list.items as { id: string; route: string; translations: Record<string, object> }[]
    ).find((item) => item.route === '/');
    if (!home) throw new Error('no landing page seeded');
    const translations = Object.fromEntries(
      Object.entries(home.translations).map(([lang, page]) => [lang, { ...page, content: '' }]),
    );
    await webCall(
      site.url,
      { controller: 'Pages', subaction: 'update', id: home.id, item: { translations } },
      jwt,
    );
    await within(2000, async () => {
      const state = (await rawRequest(site.url, '/en')).body;
      return !state.includes('::: hero.tagline');
    });
    for (const path of HOMES)
      expect(landing((await rawRequest(site.url, path)).body), path).toBe(seeded[path]);
  });
});
