import { isRecord } from '@agency/core';
import { useContext, useMemo } from 'react';
import {
  contentTextId,
  type DocumentHtml,
  DocumentHtmlContext,
  IN_DOCUMENT,
} from '../../components/content-in-document';
import {
  type RenderedContent,
  type RenderedSection,
  useRenderedContent,
} from '../../components/use-rendered-content';
import { useStore } from '../../provider/hooks';
import { selectPage } from '../../provider/selectors';

// The boot state left the HTML out: the same HTML React hydrates, read from what the server drew.
function drawnContent(html: Record<string, unknown>, read: DocumentHtml): RenderedContent {
  const sections = Array.isArray(html.sections) ? (html.sections as RenderedSection[]) : [];
  return {
    body: read(contentTextId()) ?? '',
    sections: sections.map((section) => ({
      ...section,
      html: read(contentTextId(section.id)) ?? '',
    })),
    blocks: isRecord(html.blocks) ? (html.blocks as Record<string, string>) : {},
    drawn: true,
  };
}

/**
 * A legal page's rendered content: the page load's own, or, when the boot state left its HTML in
 * the document (decision 0049), that HTML read back once per page from the elements the server drew.
 */
export function useLegalContent(): RenderedContent | null {
  const rendered = useRenderedContent();
  const html = useStore(selectPage)?.html;
  const read = useContext(DocumentHtmlContext);
  const drawn = useMemo(
    () => (isRecord(html) && html[IN_DOCUMENT] === true ? drawnContent(html, read) : null),
    [html, read],
  );
  return drawn ?? rendered;
}
