import { useId } from 'react';
import type { RenderedContent } from '../../components/use-rendered-content';
import { LegalSentence } from './LegalSentence';
import { fillPlaceholders, fillPlaceholdersHtml } from './legal-placeholders';
import type { LegalBlock, LegalParties, LegalText } from './legal-text';

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  readonly text: LegalText;
  readonly parties: LegalParties;
  /** The edited document as web-api rendered it (decision 0019); when it has sections it replaces the text's. */
  readonly rendered?: RenderedContent | null;
}

// Server-rendered HTML (web-api's Markdown renderer, raw HTML off) with its placeholders filled, escaped.
function Html({ html, parties }: { html: string; parties: LegalParties }) {
  return (
    <div
      className="legal__html"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: web-api's Markdown renderer (raw HTML off, safe links only), placeholders escaped.
      dangerouslySetInnerHTML={{ __html: fillPlaceholdersHtml(html, parties) }}
    />
  );
}

// The edited document: the body before its first section, a table of contents, then each section.
function RenderedDocument({
  content,
  parties,
  contentsLabel,
}: {
  content: RenderedContent;
  parties: LegalParties;
  contentsLabel: string;
}) {
  const heading = (html: string) => ({ __html: fillPlaceholdersHtml(html, parties) });
  return (
    <>
      {content.body === '' ? null : <Html html={content.body} parties={parties} />}
      <nav className="legal__contents" aria-label={contentsLabel}>
        <ul>
          {content.sections.map((section) => (
            <li key={section.id}>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the heading as web-api rendered it, placeholders escaped. */}
              <a href={`#${section.id}`} dangerouslySetInnerHTML={heading(section.heading)} />
            </li>
          ))}
        </ul>
      </nav>
      {content.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the heading as web-api rendered it, placeholders escaped. */}
          <h2 id={`${section.id}-heading`} dangerouslySetInnerHTML={heading(section.heading)} />
          <Html html={section.html} parties={parties} />
        </section>
      ))}
    </>
  );
}

function Blocks({ blocks, parties }: { blocks: readonly LegalBlock[]; parties: LegalParties }) {
  return blocks.map((block, index) => {
    // Blocks are static text that never reorders, so their position is a stable key.
    const key = index;
    if (typeof block === 'string') {
      return (
        <p key={key}>
          <LegalSentence text={block} parties={parties} />
        </p>
      );
    }
    return (
      <ul key={key}>
        {block.map((item) => (
          <li key={item}>
            <LegalSentence text={item} parties={parties} />
          </li>
        ))}
      </ul>
    );
  });
}

/**
 * A legal document: h1 title, effective date, table of contents with anchors, then h2 sections; the
 * intro and sections come from the edited content when the page carries it, else from the text.
 */
export function LegalDocument({ text, parties, rendered }: LegalDocumentProps) {
  const titleId = useId();
  const edited = rendered && rendered.sections.length > 0 ? rendered : null;
  return (
    <article className="legal" aria-labelledby={titleId}>
      <h1 id={titleId}>{fillPlaceholders(text.title, parties)}</h1>
      <p className="legal__effective">
        {text.effectiveDateLabel}:{' '}
        <time dateTime={text.effectiveDate}>{text.effectiveDateText}</time>
      </p>
      {edited ? (
        <RenderedDocument content={edited} parties={parties} contentsLabel={text.contentsLabel} />
      ) : (
        <>
          <Blocks blocks={text.intro} parties={parties} />
          <nav className="legal__contents" aria-label={text.contentsLabel}>
            <ul>
              {text.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{fillPlaceholders(section.heading, parties)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {text.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{fillPlaceholders(section.heading, parties)}</h2>
              <Blocks blocks={section.blocks} parties={parties} />
            </section>
          ))}
        </>
      )}
    </article>
  );
}
