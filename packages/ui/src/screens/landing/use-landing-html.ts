import { escapeHtml } from '@agency/core';
import { useRenderedContent } from '../../components/use-rendered-content';
import { useIntl, useSiteConfig } from '../../provider/hooks';

/** A landing text that editors may change in admin Pages (decision 0019); its message is `landing.<name>`. */
export type LandingBlock =
  | 'hero.tagline'
  | 'hero.subtitle'
  | 'solutions.title'
  | 'solutions.text'
  | 'solutions.seo'
  | 'solutions.ppc'
  | 'solutions.local'
  | 'location.title'
  | 'location.visit'
  | 'location.buy'
  | 'location.text'
  | 'slides.title'
  | 'slide.seo.title'
  | 'slide.seo.text'
  | 'slide.ppc.title'
  | 'slide.ppc.text'
  | 'slide.local.title'
  | 'slide.local.text'
  | 'slide.quote'
  | 'about.title'
  | 'about.text'
  | 'contacts.title'
  | 'contacts.text'
  | 'mask';

/** Server-rendered content HTML with its `{brand}` placeholders filled by the escaped brand. */
export const withBrand = (html: string, brand: string) =>
  html.replaceAll('{brand}', escapeHtml(brand));

/**
 * The block's HTML: as the server rendered the page's edited Markdown (web-api's renderContent, raw HTML
 * off), else the built-in message escaped; `{brand}` becomes the escaped brand. Server and hydration
 * read the same page data, so both write the same markup.
 */
export function useLandingHtml(block: LandingBlock): string {
  const intl = useIntl();
  const { brand } = useSiteConfig();
  const rendered = useRenderedContent()?.blocks[block];
  if (typeof rendered === 'string') return withBrand(rendered, brand);
  return escapeHtml(intl.formatMessage({ id: `landing.${block}` }, { brand }));
}
