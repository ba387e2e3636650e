import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
});
afterAll(() => t.close());

const load = async (route: string) =>
  (
    await t.call({
      payload: { controller: 'Index', subaction: 'index', lang: route.slice(1, 3) as 'en', route },
    })
  ).body.data.page;

// Decision 0019: page content is Markdown the server renders; the landing's texts are its named blocks.
describe('editable page content', () => {
  it('a fresh database seeds the landing texts as named blocks, rendered into the page load', async () => {
    const page = await load('/en');
    expect(page.html.blocks['hero.tagline']).toBe('Become online in 1 click');
    expect(page.html.blocks['about.text']).toMatch(/^\{brand\} is a small team/);
    expect(Object.keys(page.html.blocks)).toHaveLength(24);
    expect(page.meta).toEqual({
      description: 'Web design, development, SEO, pay per click and location-based marketing.',
    });
    expect((await load('/ua')).html.blocks['hero.tagline']).toBe('Станьте онлайн в 1 клік');
    // The page carries the rendered HTML, not the Markdown it came from.
    expect(page).not.toHaveProperty('content');
    expect((await load('/en/terms-of-service')).html.sections[0]).toMatchObject({
      id: 'terms-about',
      heading: '1. Who we are',
    });
  });

  it('an edit reaches the page load rendered, script-free', async () => {
    const list = await t.call({
      payload: { controller: 'Pages', subaction: 'list', lang: 'en', filter: '/privacy-policy' },
      token: admin,
    });
    const item = list.body.data.items.find(
      (row: { route: string }) => row.route === '/privacy-policy',
    );
    const translations = {
      ...item.translations,
      en: {
        title: 'Privacy policy',
        meta: { description: 'How we handle your data.' },
        content:
          '## Who we are\n\nWe are *small*. <script>alert(1)</script> [x](javascript:alert(1))',
      },
    };
    const saved = await t.call({
      method: 'PUT',
      payload: {
        controller: 'Pages',
        subaction: 'update',
        lang: 'en',
        id: item.id,
        item: { translations },
      },
      token: admin,
    });
    expect(saved.status).toBe(200);
    expect((await load('/en/privacy-policy')).html).toEqual({
      body: '',
      sections: [
        {
          id: 'section-1',
          heading: 'Who we are',
          html: '<p>We are <em>small</em>. &lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1))</p>\n',
        },
      ],
      blocks: {},
    });
  });

  it('a language without its text shows es in English and any other in Russian; the page load reads only that text', async () => {
    const db = t.api.db;
    await db.query(
      `update pages set translations = translations - 'es' - 'ua' where route = '/terms-of-service'`,
    );
    const english = (await load('/en/terms-of-service')).html.sections[0].heading;
    const russian = (
      await t.call({
        payload: {
          controller: 'Index',
          subaction: 'index',
          lang: 'ru',
          route: '/terms-of-service',
        },
      })
    ).body.data.page.html.sections[0].heading;
    expect(english).not.toBe(russian);
    expect((await load('/es/terms-of-service')).html.sections[0].heading).toBe(english);
    expect((await load('/ua/terms-of-service')).html.sections[0].heading).toBe(russian);
    // A translation stored as JSON null counts as missing, as before.
    await db.query(
      `update pages set translations = jsonb_set(translations, '{en}', 'null') where route = '/terms-of-service'`,
    );
    expect((await load('/es/terms-of-service')).html.sections[0].heading).toBe(russian);
  });

  it('Pages/preview renders without saving, for admins only', async () => {
    const payload = {
      controller: 'Pages',
      subaction: 'preview',
      lang: 'en',
      content: 'Body *text*\n::: hero.tagline\nGo <b>online</b>',
    };
    const answer = await t.call({ method: 'POST', payload, token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      body: '<p>Body <em>text</em></p>\n',
      sections: [],
      blocks: { 'hero.tagline': 'Go &lt;b&gt;online&lt;/b&gt;' },
    });
    expect((await t.call({ method: 'POST', payload })).status).not.toBe(200);
  });

  it('migration 009 drops stored keywords and grants Pages/preview to admin on an older database', async () => {
    const db = t.api.db;
    await db.query("delete from subactions where controller = 'Pages' and name = 'preview'");
    await db.query(
      `update pages set translations = jsonb_set(translations, '{ru,meta,keywords}', '"web design"') where route = '/'`,
    );
    await db.query("delete from schema_migrations where version = '009_page_content_preview.sql'");
    expect(await migrate(db)).toEqual(['009_page_content_preview.sql']);
    const { rows } = await db.query<{ text: string }>(
      'select translations::text as text from pages',
    );
    expect(rows.some((row) => row.text.includes('keywords'))).toBe(false);
    const preview = await t.call({
      method: 'POST',
      payload: { controller: 'Pages', subaction: 'preview', lang: 'en', content: 'x' },
      token: admin,
    });
    expect(preview.status).toBe(200);
  });
});
