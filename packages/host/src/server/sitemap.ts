import { escapeHtml, ROUTES } from '@agency/core';
import { alternatesOf, isIndexable } from './seo';

/** sitemap.xml: every indexable page in every language it is offered in, each with its hreflang alternates. */
export function sitemapXml(publicUrl: string): string {
  const urls: string[] = [];
  for (const route of ROUTES) {
    if (!isIndexable(route) || route.pattern.includes(':')) continue;
    const alternates = alternatesOf(route.pattern, route.languages, publicUrl);
    const links = alternates
      .map(
        (alt) =>
          `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}"/>`,
      )
      .join('');
    for (const alt of alternates) {
      if (alt.hreflang === 'x-default') continue;
      urls.push(`<url><loc>${escapeHtml(alt.href)}</loc>${links}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the site is open to crawlers except private areas; points to the sitemap. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /admin',
    'Disallow: /web',
    ...['ua', 'en'].flatMap((lang) => [`Disallow: /${lang}/account`, `Disallow: /${lang}/admin`]),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
