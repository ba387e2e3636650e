import type { ErrorMessageKey } from './en';

/** Spanish words of the error pages (site catalog keys, loaded with those pages). */
export const es: Record<ErrorMessageKey, string> = {
  'error.title': 'Página de error. Algo salió mal',
  'error.pageNotFound': 'Página no encontrada',
  'error.sections': 'Secciones del sitio',
  'error.code': 'Error {code}',
  'error.text': 'Vaya. Algo salió mal',
  'error.goHome': 'Ir al inicio',
};
