import type { LegalMessageKey } from './en';

/** Spanish words of the legal pages (site catalog keys, loaded with those pages). */
export const es: Record<LegalMessageKey, string> = {
  'legal.contents': 'Índice',
  'legal.unavailable':
    'El texto completo de este documento no está disponible aquí en este momento. Escríbanos o llámenos y se lo enviaremos.',
  'legal.contacts': 'Nuestros contactos',
};
