import type { LegalMessageKey } from './en';

/** Russian words of the legal pages (site catalog keys, loaded with those pages). */
export const ru: Record<LegalMessageKey, string> = {
  'legal.contents': 'Содержание',
  'legal.unavailable':
    'Полный текст этого документа сейчас здесь недоступен. Напишите или позвоните нам — мы его пришлём.',
  'legal.contacts': 'Наши контакты',
};
