import { useId } from 'react';
import { LegalSentence } from './LegalSentence';
import { fillPlaceholders } from './legal-placeholders';
import type { LegalBlock, LegalParties, LegalText } from './legal-text';

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  readonly text: LegalText;
  readonly parties: LegalParties;
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

/** A legal document: h1 title, effective date, table of contents with anchors, then h2 sections. */
export function LegalDocument({ text, parties }: LegalDocumentProps) {
  const titleId = useId();
  return (
    <article className="legal" aria-labelledby={titleId}>
      <h1 id={titleId}>{fillPlaceholders(text.title, parties)}</h1>
      <p className="legal__effective">
        {text.effectiveDateLabel}:{' '}
        <time dateTime={text.effectiveDate}>{text.effectiveDateText}</time>
      </p>
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
    </article>
  );
}
