import { createContext } from 'react';

// A page's rendered content (`page.html`: body, sections, blocks) whose HTML the page's screen drew
// into the document: the boot state leaves that HTML out (decision 0049) and the browser reads it
// back from the elements below, so the text is sent once instead of twice.

/** The flag a boot state's `page.html` carries when its body's and sections' HTML are in the document. */
export const IN_DOCUMENT = 'inDocument';

/** The id of the element a piece of rendered content is drawn into: the body (no section), or a section's text. */
export function contentTextId(sectionId?: string): string {
  // The colon keeps these apart from the anchors web-api makes of the headings (letters, digits, dashes).
  return sectionId === undefined ? 'content-text' : `content-text:${sectionId}`;
}

/** Reads the HTML the server drew into the element with this id, or null when there is none. */
export type DocumentHtml = (id: string) => string | null;

/** The browser's own document (nothing on the server, which draws from the page data). */
export const readDocumentHtml: DocumentHtml = (id) =>
  typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null);

/** Where a screen reads back content drawn into the document; the browser's document unless a test gives another. */
export const DocumentHtmlContext = createContext<DocumentHtml>(readDocumentHtml);
