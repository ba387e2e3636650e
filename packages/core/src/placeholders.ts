// `{name}` placeholders: one reading of them for the server's messages, the e-mails, the pages' texts.
const PLACEHOLDER = /\{(\w+)\}/g;

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
