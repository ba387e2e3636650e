import { LANGUAGES, type Language } from '@agency/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await startTestApi();
  admin = await t.adminSignIn();
});
afterAll(() => t.close());

// The privacy policy's retention section as the page load carries it, in one language.
async function retentionSection(lang: Language): Promise<string> {
  const route = lang === 'ru' ? '/privacy-policy' : `/${lang}/privacy-policy`;
  const answer = await t.call({
    payload: { controller: 'Index', subaction: 'index', lang, route },
  });
  expect(answer.status).toBe(200);
  const sections: { id: string; html: string }[] = answer.body.data.page.html.sections;
  return sections.find((section) => section.id === 'privacy-retention')?.html ?? '';
}

// Issue 28 (decision 0042): the policy names the periods the back office set, in every language.
const SAYS: Readonly<Record<Language, (lost: string, spam: string) => string>> = {
  ru: (lost, spam) =>
    `удаляется через ${lost} после отметки; заявка, задержанная спам-фильтром, — через ${spam}.`,
  ua: (lost, spam) =>
    `видаляємо через ${lost} після позначки; заявку, затриману спам-фільтром, — через ${spam}.`,
  en: (lost, spam) =>
    `is erased ${lost} after it was marked; a request our spam filter held back is erased after ${spam}.`,
  es: (lost, spam) =>
    `se borra ${lost} después de marcarla; una que nuestro filtro de spam retuvo se borra al cabo de ${spam}.`,
};

describe('the privacy policy names the lead retention periods set in the back office', () => {
  it('shows the configured periods, and a changed period on the next page load, in ru, ua, en and es', async () => {
    const before = {
      ru: ['365 дней', '30 дней'],
      ua: ['365 днів', '30 днів'],
      en: ['365 days', '30 days'],
      es: ['365 días', '30 días'],
    } as const;
    for (const lang of LANGUAGES) {
      const section = await retentionSection(lang);
      expect(section).toContain(SAYS[lang](before[lang][0], before[lang][1]));
      expect(section).not.toMatch(/\{lead/);
    }

    let notified = 0;
    await t.api.onContentChange(() => {
      notified += 1;
    });
    const saved = await t.call({
      method: 'PUT',
      payload: {
        controller: 'LeadRetention',
        subaction: 'update',
        lang: 'en',
        retention: { spamDays: 7, lostDays: 91 },
      },
      token: admin,
    });
    expect(saved.status).toBe(200);

    const after = {
      ru: ['91 день', '7 дней'],
      ua: ['91 день', '7 днів'],
      en: ['91 days', '7 days'],
      es: ['91 días', '7 días'],
    } as const;
    for (const lang of LANGUAGES)
      expect(await retentionSection(lang)).toContain(SAYS[lang](after[lang][0], after[lang][1]));
    // The host's kept copies of the page are dropped: the change is announced as content.
    await expect.poll(() => notified).toBeGreaterThan(0);
  });
});
