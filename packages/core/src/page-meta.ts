import { BREADCRUMB_KEPT_QUERY } from './constants';
import { isRecord } from './is-record';
import { htmlLang, type Language } from './languages';
import { localizeLink } from './links';

/** One step of the breadcrumb trail: its text and where it links. */
export interface BreadcrumbItem {
  readonly label: string;
  readonly to: string;
}

/** The document meta of a page: its title, the `<html lang>` attribute and the breadcrumb trail. */
export interface PageMeta {
  readonly title: string;
  readonly htmlAttrs: { readonly lang: ReturnType<typeof htmlLang> };
  readonly way: readonly BreadcrumbItem[];
}

function breadcrumb(item: unknown, lang: Language): BreadcrumbItem | null {
  if (!isRecord(item)) return null;
  const { label, to } = item;
  if (typeof label !== 'string' || label.trim() === '' || typeof to !== 'string') return null;
  return { label: label.trim(), to: localizeLink(to, lang, { keep: BREADCRUMB_KEPT_QUERY }) };
}

/**
 * The meta of a page as the /web page load answers it (`{ title, way }`), for `lang`: the title
 * trimmed ('' when missing), html lang in BCP 47 (ua is uk), and the breadcrumb trail with each
 * link localized and keeping only the p query parameter. Items without a label or a link are
 * dropped; a page that is not an object gives an empty meta. Never throws.
 */
export function pageMeta(page: unknown, lang: Language): PageMeta {
  const title = isRecord(page) && typeof page.title === 'string' ? page.title.trim() : '';
  const items = isRecord(page) && Array.isArray(page.way) ? page.way : [];
  const way = items
    .map((item) => breadcrumb(item, lang))
    .filter((item): item is BreadcrumbItem => item !== null);
  return { title, htmlAttrs: { lang: htmlLang(lang) }, way };
}
