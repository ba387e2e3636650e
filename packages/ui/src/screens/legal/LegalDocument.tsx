import { useId } from 'react';
import { contentTextId } from '../../components/content-in-document';
import type { RenderedContent } from '../../components/use-rendered-content';
import { useIntl } from '../../provider/hooks';
import { LegalUnavailable } from './LegalUnavailable';
import { fillPlaceholders, fillPlaceholdersHtml, type LegalParties } from './legal-placeholders';

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  /** The page's title (the h1). */
  readonly title: string;
  /** The document as web-api rendered its Markdown (decision 0019), or null when the page carries none. */
  readonly rendered: RenderedContent | null;
  readonly parties: LegalParties;
}

// Server-rendered HTML (web-api's Markdown renderer, raw HTML off) with its placeholders filled,
// escaped; HTML read back from the document (drawn) was filled by the server and is drawn as it is.
function Html({
  id,
  html,
  drawn,
  parties,
}: {
  id: string;
  html: string;
  drawn: boolean;
  parties: LegalParties;
}) {
  return (
    <div
      id={id}
      className="legal__html"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: web-api's Markdown renderer (raw HTML off, safe links only), placeholders escaped.
      dangerouslySetInnerHTML={{ __html: drawn ? html : fillPlaceholdersHtml(html, parties) }}
    />
  );
}

// The document: the body before its first section, a table of contents, then each section.
function RenderedDocument({
  content,
  parties,
}: {
  content: RenderedContent;
  parties: LegalParties;
}) {
  const intl = useIntl();
  const heading = (html: string) => ({ __html: fillPlaceholdersHtml(html, parties) });
  const drawn = content.drawn === true;
  return (
    <>
      {content.body === '' ? null : (
        <Html id={contentTextId()} html={content.body} drawn={drawn} parties={parties} />
      )}
      {content.sections.length === 0 ? null : (
        <nav className="legal__contents" aria-label={intl.formatMessage({ id: 'legal.contents' })}>
          <ul>
            {content.sections.map((section) => (
              <li key={section.id}>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the heading as web-api rendered it, placeholders escaped. */}
                <a href={`#${section.id}`} dangerouslySetInnerHTML={heading(section.heading)} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {content.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the heading as web-api rendered it, placeholders escaped. */}
          <h2 id={`${section.id}-heading`} dangerouslySetInnerHTML={heading(section.heading)} />
          <Html
            id={contentTextId(section.id)}
            html={section.html}
            drawn={drawn}
            parties={parties}
          />
        </section>
      ))}
    </>
  );
}

/**
 * A legal document: the h1 title, then the page's own text as web-api rendered it from the seeded or
 * edited Markdown (its body, a table of contents with anchors, its h2 sections); a page that carries
 * no text (an embedder without a backend) shows the short notice of decision 0042 instead.
 */
export function LegalDocument({ title, rendered, parties }: LegalDocumentProps) {
  const titleId = useId();
  const hasText = rendered !== null && (rendered.body !== '' || rendered.sections.length > 0);
  return (
    <article className="legal" aria-labelledby={titleId}>
      <h1 id={titleId}>{fillPlaceholders(title, parties)}</h1>
      {hasText ? (
        <RenderedDocument content={rendered} parties={parties} />
      ) : (
        <LegalUnavailable parties={parties} />
      )}
    </article>
  );
}
