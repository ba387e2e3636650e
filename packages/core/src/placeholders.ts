// `{name}` placeholders: one reading of them for the server's messages, the e-mails, the legal texts.
const PLACEHOLDER = /\{(\w+)\}/g;

/** A literal run of a text, or one of its `{name}` placeholders. */
export type TextPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'placeholder'; readonly name: string };

/** The names of a text's `{name}` placeholders, sorted, each once. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string))].sort();
}

/**
 * A text with its placeholders filled: `valueFor` gives a name's value, already in the output's form
 * (escaped for HTML where the output is HTML); a name it gives none for stays as written.
 */
export function fillPlaceholders(
  text: string,
  valueFor: (name: string) => string | undefined,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => valueFor(name) ?? whole);
}

/** A text split into literal runs and the placeholders `known` accepts (others stay literal text). */
export function splitPlaceholders(text: string, known: (name: string) => boolean): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const literal = (end: number) => {
    if (end > last) parts.push({ kind: 'text', text: text.slice(last, end) });
  };
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] as string;
    if (!known(name)) continue;
    literal(match.index);
    parts.push({ kind: 'placeholder', name });
    last = match.index + match[0].length;
  }
  literal(text.length);
  return parts;
}
