import { escapeHtml } from '@agency/core';
import type { Alternate } from './seo';
import { serializeState } from './serialize-state';
import type { SocialImage } from './social-image';

/** What the `<head>` of one page says: texts from page data, links built from the public URL. */
export interface HeadInput {
  title: string;
  description: string;
  /** Absolute URL of this page (the canonical). */
  canonical: string;
  alternates: readonly Alternate[];
  indexable: boolean;
  siteName: string;
  ogLocale: string;
  ogLocaleAlternates: readonly string[];
  /** The preview image a shared link shows (Open Graph and X/Twitter), in the page's language. */
  image: SocialImage;
  /** Structured data (JSON-LD) objects, e.g. the Organization on the landing. */
  jsonLd: readonly unknown[];
}

/** The `<head>` elements of a page: title, description, robots, canonical, hreflang alternates, Open Graph, X/Twitter card and JSON-LD. */
export function renderHead(head: HeadInput): string {
  const parts = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.indexable) {
    parts.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
    for (const alt of head.alternates) {
      parts.push(
        `<link rel="alternate" hreflang="${escapeHtml(alt.hreflang)}" href="${escapeHtml(alt.href)}">`,
      );
    }
  } else {
    parts.push('<meta name="robots" content="noindex, nofollow">');
  }
  parts.push(
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    `<meta property="og:locale" content="${escapeHtml(head.ogLocale)}">`,
    ...head.ogLocaleAlternates.map(
      (locale) => `<meta property="og:locale:alternate" content="${escapeHtml(locale)}">`,
    ),
    `<meta property="og:image" content="${escapeHtml(head.image.url)}">`,
    '<meta property="og:image:type" content="image/png">',
    `<meta property="og:image:width" content="${head.image.width}">`,
    `<meta property="og:image:height" content="${head.image.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(head.image.url)}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(head.image.alt)}">`,
  );
  for (const data of head.jsonLd) {
    // A data block is never executed, so CSP script-src does not apply to it; the escaping keeps it closed.
    parts.push(`<script type="application/ld+json">${serializeState(data)}</script>`);
  }
  return parts.join('');
}
