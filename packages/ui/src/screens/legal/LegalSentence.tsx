import { Fragment } from 'react';
import { placeholderValue, splitPlaceholders } from './legal-placeholders';
import type { LegalParties } from './legal-text';

/** Props of {@link LegalSentence}. */
export interface LegalSentenceProps {
  readonly text: string;
  readonly parties: LegalParties;
}

/** A legal sentence with its placeholders filled; the e-mail and phone become mailto/tel links. */
export function LegalSentence({ text, parties }: LegalSentenceProps) {
  return splitPlaceholders(text).map((part, index) => {
    // Parts never reorder, so their position is a stable key.
    const key = index;
    if (part.kind === 'text') return <Fragment key={key}>{part.text}</Fragment>;
    const value = placeholderValue(part.name, parties);
    // An empty configuration value renders nothing rather than an empty, unnamed link.
    if (value === '') return null;
    if (part.name === 'email') {
      return (
        <a key={key} href={`mailto:${value}`}>
          {value}
        </a>
      );
    }
    if (part.name === 'phone' && parties.phones[0]) {
      return (
        <a key={key} href={parties.phones[0].tel}>
          {value}
        </a>
      );
    }
    return <Fragment key={key}>{value}</Fragment>;
  });
}
