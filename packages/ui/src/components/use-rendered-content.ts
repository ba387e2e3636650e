import { isRecord } from '@agency/core';
import { useStore } from '../provider/hooks';
import { selectPage } from '../provider/selectors';

/** A level-2 section of rendered page content: anchor, heading (inline HTML) and its HTML. */
export interface RenderedSection {
  readonly id: string;
  readonly heading: string;
  readonly html: string;
}

/** Page content as web-api rendered it from the edited Markdown (decision 0019). */
export interface RenderedContent {
  readonly body: string;
  readonly sections: readonly RenderedSection[];
  readonly blocks: Readonly<Record<string, string>>;
  /**
   * The body's and sections' HTML as the server drew them into the document (placeholders already
   * filled), read back for hydration (decision 0049); absent for the page data's own HTML.
   */
  readonly drawn?: true;
}

/** The page's rendered content (`page.html` of the page load), or null when the page has none. */
export function useRenderedContent(): RenderedContent | null {
  const html = useStore(selectPage)?.html;
  if (!isRecord(html)) return null;
  return {
    body: typeof html.body === 'string' ? html.body : '',
    sections: Array.isArray(html.sections) ? (html.sections as RenderedSection[]) : [],
    blocks: isRecord(html.blocks) ? (html.blocks as Record<string, string>) : {},
  };
}
