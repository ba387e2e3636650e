import type { RouteGroup } from '@agency/core';
import { isRecord } from '@agency/core';
import { IN_DOCUMENT } from '../components/content-in-document';
import { lazyGroupOf } from './lazy-screens';

type Page = Readonly<Record<string, unknown>>;

// Per page object (the host's page-data cache hands the same one to every render), so the boot
// state's JSON, which the host keeps per object, is made once.
const leftOut = new WeakMap<Page, Page>();

function withContentInDocument(page: Page): Page {
  const html = page.html;
  if (!isRecord(html)) return page;
  let kept = leftOut.get(page);
  if (kept === undefined) {
    const sections: unknown[] = Array.isArray(html.sections) ? html.sections : [];
    kept = {
      ...page,
      html: {
        [IN_DOCUMENT]: true,
        sections: sections.map((section) =>
          isRecord(section) ? { id: section.id, heading: section.heading } : section,
        ),
        blocks: html.blocks,
      },
    };
    leftOut.set(page, kept);
  }
  return kept;
}

/**
 * The page data as the boot state carries it: on a route whose screen draws the page's rendered
 * content into the document (the legal pages), the body's and each section's HTML left out (the
 * browser reads them back from the document, decision 0049), anchors and headings kept and
 * `inDocument` set; any other page as it is.
 */
export function bootPage(
  route: { readonly name: string; readonly group: RouteGroup },
  page: Page | null,
): Page | null {
  return page !== null && lazyGroupOf(route) === 'legal' ? withContentInDocument(page) : page;
}
