import { type LandingBlock, useLandingHtml } from './use-landing-html';

/** Props of {@link LandingText}. */
export interface LandingTextProps {
  readonly as: 'h2' | 'h3' | 'p' | 'li' | 'dd' | 'span' | 'div';
  readonly block: LandingBlock;
  readonly className?: string;
  readonly id?: string;
}

/** An element of the landing holding one editable text block as HTML (decision 0019). */
export function LandingText({ as: Element, block, className, id }: LandingTextProps) {
  const html = useLandingHtml(block);
  return (
    <Element
      className={className}
      id={id}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: web-api's Markdown renderer (raw HTML off, safe links only) or an escaped message.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
