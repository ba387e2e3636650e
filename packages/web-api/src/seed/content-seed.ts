import type { Db } from '../db/db';
import { LANDING_CONTENT } from './landing-content';
import { PRIVACY_POLICY_CONTENT } from './privacy-policy-content';
import { TERMS_OF_SERVICE_CONTENT } from './terms-of-service-content';

type Content = { title: string; meta: { description: string }; content: string };
const page = (title: string, description: string, content: string): Content => ({
  title,
  meta: { description },
  content,
});

/** The seeded title, description and content of the landing and legal pages, by route and language. */
export const SEEDED_PAGES: Readonly<Record<string, Record<'ru' | 'ua' | 'en' | 'es', Content>>> = {
  '/': {
    ru: page(
      'Digital-агентство',
      'Веб-дизайн, разработка, SEO, реклама и маркетинг на картах.',
      LANDING_CONTENT.ru,
    ),
    ua: page(
      'Digital-агенція',
      'Веб-дизайн, розробка, SEO, реклама та маркетинг на картах.',
      LANDING_CONTENT.ua,
    ),
    en: page(
      'Digital agency',
      'Web design, development, SEO, pay per click and location-based marketing.',
      LANDING_CONTENT.en,
    ),
    es: page(
      'Agencia digital',
      'Diseño web, desarrollo, SEO, publicidad y marketing en mapas.',
      LANDING_CONTENT.es,
    ),
  },
  '/privacy-policy': {
    ru: page(
      'Политика конфиденциальности',
      'Как мы обращаемся с вашими данными.',
      PRIVACY_POLICY_CONTENT.ru,
    ),
    ua: page(
      'Політика конфіденційності',
      'Як ми поводимося з вашими даними.',
      PRIVACY_POLICY_CONTENT.ua,
    ),
    en: page('Privacy policy', 'How we handle your data.', PRIVACY_POLICY_CONTENT.en),
    es: page('Política de privacidad', 'Cómo tratamos sus datos.', PRIVACY_POLICY_CONTENT.es),
  },
  '/terms-of-service': {
    ru: page(
      'Условия использования',
      'Условия работы с сайтом и сервисами.',
      TERMS_OF_SERVICE_CONTENT.ru,
    ),
    ua: page(
      'Умови використання',
      'Умови роботи із сайтом і сервісами.',
      TERMS_OF_SERVICE_CONTENT.ua,
    ),
    en: page(
      'Terms of service',
      'The terms of the site and its services.',
      TERMS_OF_SERVICE_CONTENT.en,
    ),
    es: page(
      'Términos del servicio',
      'Las condiciones del sitio y sus servicios.',
      TERMS_OF_SERVICE_CONTENT.es,
    ),
  },
};

/** Seeds the editable content of the landing page and the legal pages in the four languages. */
export async function seedContent(db: Db, nowMs: number): Promise<void> {
  for (const [route, translations] of Object.entries(SEEDED_PAGES)) {
    await db.query('insert into pages (route, translations, updated_at) values ($1, $2, $3)', [
      route,
      JSON.stringify(translations),
      new Date(nowMs),
    ]);
  }
}
