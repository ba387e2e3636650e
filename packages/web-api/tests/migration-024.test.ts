import { LANGUAGES, type Language } from '@agency/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { SEEDED_PAGES } from '../src/seed/content-seed';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

type Translations = Record<
  string,
  { title: string; meta: { description: string }; content: string }
>;

// The retention sentence as seeded before 024, and the date line 024 puts first.
const OLD_RETENTION: Readonly<Record<Language, [string, string]>> = {
  ru: [
    'через 12 месяцев после отметки; заявка, задержанная спам-фильтром, — через 30 дней.',
    'через {leadLostPeriod} после отметки; заявка, задержанная спам-фильтром, — через {leadSpamPeriod}.',
  ],
  ua: [
    'через 12 місяців після позначки; заявку, затриману спам-фільтром, — через 30 днів.',
    'через {leadLostPeriod} після позначки; заявку, затриману спам-фільтром, — через {leadSpamPeriod}.',
  ],
  en: [
    'is erased 12 months after it was marked; a request our spam filter held back is erased after 30 days.',
    'is erased {leadLostPeriod} after it was marked; a request our spam filter held back is erased after {leadSpamPeriod}.',
  ],
  es: [
    'se borra 12 meses después de marcarla; una que nuestro filtro de spam retuvo se borra a los 30 días.',
    'se borra {leadLostPeriod} después de marcarla; una que nuestro filtro de spam retuvo se borra al cabo de {leadSpamPeriod}.',
  ],
};

// A seeded text as it was before 024: no date line, the retention sentence with its literal figures.
function before024(route: string, lang: Language): string {
  const seeded = SEEDED_PAGES[route]?.[lang]?.content ?? '';
  const [old, current] = OLD_RETENTION[lang];
  return seeded.slice(seeded.indexOf('\n\n') + 2).replace(current, old);
}

const read = async (route: string): Promise<Translations> =>
  (
    await t.api.db.query<{ translations: Translations }>(
      'select translations from pages where route = $1',
      [route],
    )
  ).rows[0]?.translations ?? {};

describe('migration 024 on a database populated by the version before it', () => {
  it('puts the date first and the retention placeholders in the seeded sentence; an edited sentence stays as the admin wrote it', async () => {
    const db = t.api.db;
    const edited = 'Quote requests: we erase lost requests after two years, spam after a week.';
    const older: Record<string, Translations> = {};
    for (const route of ['/privacy-policy', '/terms-of-service']) {
      const translations = await read(route);
      for (const lang of LANGUAGES) {
        const row = translations[lang];
        if (row) row.content = before024(route, lang);
      }
      older[route] = translations;
    }
    // The admin rewrote the English retention sentence and the Spanish intro; Ukrainian was never saved.
    const privacy = older['/privacy-policy'] as Translations;
    const [oldEn] = OLD_RETENTION.en;
    (privacy.en as { content: string }).content = (privacy.en?.content ?? '').replace(
      `- Quote requests sent through the form: a request we marked as lost ${oldEn}`,
      `- ${edited}`,
    );
    expect(privacy.en?.content).toContain(edited);
    (privacy.es as { content: string }).content = `Texto editado.\n\n${privacy.es?.content ?? ''}`;
    delete privacy.ua;
    for (const [route, translations] of Object.entries(older))
      await db.query('update pages set translations = $2 where route = $1', [
        route,
        JSON.stringify(translations),
      ]);
    const landing = await read('/');
    await db.query(
      "delete from schema_migrations where version = '024_legal_text_placeholders.sql'",
    );

    expect(await migrate(db)).toEqual(['024_legal_text_placeholders.sql']);

    const terms = await read('/terms-of-service');
    for (const lang of LANGUAGES)
      expect(terms[lang]?.content).toBe(SEEDED_PAGES['/terms-of-service']?.[lang]?.content);
    const policy = await read('/privacy-policy');
    for (const lang of ['ru'] as const)
      expect(policy[lang]?.content).toBe(SEEDED_PAGES['/privacy-policy']?.[lang]?.content);
    expect(policy.ua).toBeUndefined();
    // The edited sentence is kept word for word, with no placeholder; the date line comes first.
    expect(policy.en?.content).toContain(edited);
    expect(policy.en?.content).not.toMatch(/\{lead/);
    expect(policy.en?.content.startsWith('*Effective date: 22 November 2026*\n\n')).toBe(true);
    // The edited intro stays, the unchanged sentence takes the placeholders.
    expect(
      policy.es?.content.startsWith(
        '*Fecha de entrada en vigor: 22 de noviembre de 2026*\n\nTexto editado.\n\n',
      ),
    ).toBe(true);
    expect(policy.es?.content).toContain(OLD_RETENTION.es[1]);
    expect(policy.en?.title).toBe(privacy.en?.title);
    expect(await read('/')).toEqual(landing);

    // Run again on its own result (a second process), it changes nothing more.
    const once = { terms, policy };
    await db.query(
      "delete from schema_migrations where version = '024_legal_text_placeholders.sql'",
    );
    await migrate(db);
    expect({
      terms: await read('/terms-of-service'),
      policy: await read('/privacy-policy'),
    }).toEqual(once);
  });
});
