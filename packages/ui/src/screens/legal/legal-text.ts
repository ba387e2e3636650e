/** The placeholders a legal text may use; each is filled from the site configuration. */
export type LegalPlaceholder = 'brand' | 'legalEntity' | 'email' | 'phone';

/** A paragraph (a string) or a bulleted list (an array of items). */
export type LegalBlock = string | readonly string[];

/** One numbered part of a legal document: an h2 heading, its anchor id and its content. */
export interface LegalSection {
  /** The in-page anchor; the same in every language so links survive a language switch. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

/** A complete legal document in one language. */
export interface LegalText {
  readonly title: string;
  /** ISO date the text takes effect; the same in every language of one document. */
  readonly effectiveDate: string;
  /** The effective date as people read it in this language. */
  readonly effectiveDateText: string;
  readonly effectiveDateLabel: string;
  /** Accessible name of the table of contents. */
  readonly contentsLabel: string;
  readonly intro: readonly LegalBlock[];
  readonly sections: readonly LegalSection[];
}

/** The agency details a legal text names; `SiteConfig` satisfies this shape. */
export interface LegalParties {
  readonly brand: string;
  readonly legalEntity: string;
  readonly email: string;
  readonly phones: readonly { readonly label: string; readonly tel: string }[];
}
