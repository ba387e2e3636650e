const EXTERNAL_SCHEME = /^(?:https?:|mailto:|tel:|viber:)/i;

/** True for links that leave the site (http:, https:, mailto:, tel:, viber:); they are never prefixed. */
export function isExternalLink(href: unknown): boolean {
  if (typeof href !== 'string') return false;
  // Browsers ignore leading C0 controls and spaces in an href, so they must not hide a scheme.
  let start = 0;
  while (start < href.length && href.charCodeAt(start) <= 0x20) start += 1;
  return EXTERNAL_SCHEME.test(href.slice(start));
}
