/** The `mailto:` link of a quote request to the agency, with the subject in the page's language. */
export function quoteMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
