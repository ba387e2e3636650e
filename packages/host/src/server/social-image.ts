import { type Language, pageDescription } from '@agency/core';

/** The size of every social preview image: the 1.91:1 that Open Graph and X/Twitter large cards show uncropped. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The URL path of a language's social preview image (public/og/<lang>.png, made by scripts/og-images.mjs). */
export function socialImagePath(lang: Language): string {
  return `/og/${lang}.png`;
}

/** The words a language's social preview image shows: the brand and the site's one-line description. */
export function socialImageText(brand: string, lang: Language): { brand: string; line: string } {
  return { brand, line: pageDescription(undefined, { name: 'home', group: 'site' }, lang) };
}

/** A page's social preview image: its absolute URL from the public URL, its size and its alternative text. */
export interface SocialImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The social preview image of a page in `lang`, as the head names it. */
export function socialImage(publicUrl: string, brand: string, lang: Language): SocialImage {
  const text = socialImageText(brand, lang);
  return {
    url: `${publicUrl}${socialImagePath(lang)}`,
    ...SOCIAL_IMAGE_SIZE,
    alt: `${text.brand}. ${text.line}`,
  };
}
