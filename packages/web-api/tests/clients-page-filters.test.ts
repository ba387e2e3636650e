import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let admin: string;

// Three leads and a suspected spam, written as Leads/submit would leave them.
const LEADS = [
  {
    name: 'Filter Seo New',
    status: 'new',
    service: 'seo',
    lang: 'ua',
    at: '2026-03-02',
    spam: false,
  },
  {
    name: 'Filter Ppc New',
    status: 'new',
    service: 'ppc',
    lang: 'en',
    at: '2026-03-20',
    spam: false,
  },
  {
    name: 'Filter Seo Lost',
    status: 'lost',
    service: 'seo',
    lang: 'ua',
    at: '2026-04-05',
    spam: false,
  },
  {
    name: 'Filter Seo Spam',
    status: 'new',
    service: 'seo',
    lang: 'ua',
    at: '2026-03-03',
    spam: true,
  },
];

beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
  for (const lead of LEADS) {
    const created = await t.call({
      method: 'POST',
      payload: {
        controller: 'Clients',
        subaction: 'create',
        lang: 'en',
        item: { name: lead.name },
      },
      token: admin,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await t.api.db.query(
      `update clients set lead_status = $2, lead_service = $3, lead_lang = $4,
         lead_submitted_at = $5::timestamptz, lead_spam = $6 where name = $1`,
      [lead.name, lead.status, lead.service, lead.lang, `${lead.at}T12:00:00Z`, lead.spam],
    );
  }
});
afterAll(() => t.close());

// The clients screen as its page load answers it, with the route query its filter controls write.
async function clientsPage(query: Record<string, string>): Promise<string[]> {
  const answer = await t.call({
    payload: {
      controller: 'Index',
      subaction: 'index',
      lang: 'en',
      route: '/en/admin/customer/clients',
      filter: 'Filter',
      ...query,
    },
    token: admin,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const items = answer.body.data.page.list.items as { name: string }[];
  return items.map((item) => item.name).sort();
}

describe('the clients page load applies the lead filters of its address (a reload keeps them)', () => {
  it('no lead filter: every lead but the suspected spam', async () => {
    expect(await clientsPage({})).toEqual(['Filter Ppc New', 'Filter Seo Lost', 'Filter Seo New']);
  });

  it('status, service and language', async () => {
    expect(await clientsPage({ leadStatus: 'new' })).toEqual(['Filter Ppc New', 'Filter Seo New']);
    expect(await clientsPage({ service: 'seo' })).toEqual(['Filter Seo Lost', 'Filter Seo New']);
    expect(await clientsPage({ leadLang: 'en' })).toEqual(['Filter Ppc New']);
  });

  it('the period, both days included', async () => {
    expect(await clientsPage({ since: '2026-03-02', until: '2026-03-20' })).toEqual([
      'Filter Ppc New',
      'Filter Seo New',
    ]);
    expect(await clientsPage({ since: '2026-04-01' })).toEqual(['Filter Seo Lost']);
  });

  it('spam=true: the suspected spam only', async () => {
    expect(await clientsPage({ spam: 'true' })).toEqual(['Filter Seo Spam']);
  });

  it('a value that is not a filter is dropped, not failed', async () => {
    expect(await clientsPage({ leadStatus: 'maybe', since: 'yesterday' })).toHaveLength(3);
  });
});
