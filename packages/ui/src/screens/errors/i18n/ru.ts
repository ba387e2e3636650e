import type { ErrorMessageKey } from './en';

/** Russian words of the error pages (site catalog keys, loaded with those pages). */
export const ru: Record<ErrorMessageKey, string> = {
  'error.title': 'Страница ошибки. Что-то пошло не так',
  'error.pageNotFound': 'Страница не найдена',
  'error.sections': 'Разделы сайта',
  'error.code': 'Ошибка {code}',
  'error.text': 'Упс. Что-то пошло не так',
  'error.goHome': 'На главную',
};
