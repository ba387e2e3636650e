import type { LegalMessageKey } from './en';

/** Ukrainian words of the legal pages (site catalog keys, loaded with those pages). */
export const ua: Record<LegalMessageKey, string> = {
  'legal.contents': 'Зміст',
  'legal.unavailable':
    'Повний текст цього документа зараз тут недоступний. Напишіть або зателефонуйте нам — ми його надішлемо.',
  'legal.contacts': 'Наші контакти',
};
