import type { Db } from './db';

type Lang = 'ru' | 'ua' | 'en' | 'es';

// Frozen with migration 024: the seed may change later, what the migration did may not.
const EFFECTIVE_DATE: Readonly<Record<Lang, string>> = {
  ru: '*Дата вступления в силу: 22 ноября 2026 г.*',
  ua: '*Дата набрання чинності: 22 листопада 2026 р.*',
  en: '*Effective date: 22 November 2026*',
  es: '*Fecha de entrada en vigor: 22 de noviembre de 2026*',
};

// The privacy policy's lead retention sentence as seeded before 024, and with the placeholders.
const RETENTION: Readonly<Record<Lang, { readonly seeded: string; readonly filled: string }>> = {
  ru: {
    seeded:
      'заявка, отмеченная как проигранная, удаляется через 12 месяцев после отметки; заявка, задержанная спам-фильтром, — через 30 дней.',
    filled:
      'заявка, отмеченная как проигранная, удаляется через {leadLostPeriod} после отметки; заявка, задержанная спам-фильтром, — через {leadSpamPeriod}.',
  },
  ua: {
    seeded:
      'заявку, позначену як програну, видаляємо через 12 місяців після позначки; заявку, затриману спам-фільтром, — через 30 днів.',
    filled:
      'заявку, позначену як програну, видаляємо через {leadLostPeriod} після позначки; заявку, затриману спам-фільтром, — через {leadSpamPeriod}.',
  },
  en: {
    seeded:
      'a request we marked as lost is erased 12 months after it was marked; a request our spam filter held back is erased after 30 days.',
    filled:
      'a request we marked as lost is erased {leadLostPeriod} after it was marked; a request our spam filter held back is erased after {leadSpamPeriod}.',
  },
  es: {
    seeded:
      'una solicitud que marcamos como perdida se borra 12 meses después de marcarla; una que nuestro filtro de spam retuvo se borra a los 30 días.',
    filled:
      'una solicitud que marcamos como perdida se borra {leadLostPeriod} después de marcarla; una que nuestro filtro de spam retuvo se borra al cabo de {leadSpamPeriod}.',
  },
};

const isLang = (lang: string): lang is Lang => Object.hasOwn(EFFECTIVE_DATE, lang);

type Translation = { content?: unknown } & Record<string, unknown>;

// One language of a legal page as 024 leaves it: the date line first, the seeded retention sentence
// (privacy policy only) with its placeholders.
function rewritten(route: string, lang: Lang, content: string): string {
  let text = content;
  if (route === '/privacy-policy')
    text = text.replace(RETENTION[lang].seeded, RETENTION[lang].filled);
  if (text.trim() !== '' && !text.startsWith(EFFECTIVE_DATE[lang]))
    text = `${EFFECTIVE_DATE[lang]}\n\n${text}`;
  return text;
}

/** Migration 024's rows: each language of the two legal pages rewritten as its SQL file describes. */
export async function legalTextPlaceholders(tx: Db): Promise<void> {
  const { rows } = await tx.query<{
    route: string;
    translations: Record<string, Translation | null>;
  }>(
    `select route, translations from pages where route in ('/privacy-policy', '/terms-of-service')`,
  );
  for (const { route, translations } of rows) {
    const next: Record<string, Translation | null> = { ...translations };
    for (const [lang, translation] of Object.entries(translations)) {
      if (!isLang(lang) || translation === null || typeof translation.content !== 'string')
        continue;
      next[lang] = { ...translation, content: rewritten(route, lang, translation.content) };
    }
    if (JSON.stringify(next) !== JSON.stringify(translations))
      await tx.query('update pages set translations = $2 where route = $1', [
        route,
        JSON.stringify(next),
      ]);
  }
}
