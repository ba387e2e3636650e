import type { ErrorMessageKey } from './en';

/** Ukrainian words of the error pages (site catalog keys, loaded with those pages). */
export const ua: Record<ErrorMessageKey, string> = {
  'error.title': 'Сторінка помилки. Щось пішло не так',
  'error.pageNotFound': 'Сторінку не знайдено',
  'error.sections': 'Розділи сайту',
  'error.code': 'Помилка {code}',
  'error.text': 'Ой. Щось пішло не так',
  'error.goHome': 'На головну',
};
