/** English words of the legal pages: keys of the site catalog loaded with those pages' code, the key set every other language must match. */
export const en = {
  'legal.contents': 'Contents',
  'legal.unavailable':
    'The full text of this document is not available here right now. Write to us or call us, and we will send it to you.',
  'legal.contacts': 'Our contacts',
};

/** A key of the legal pages' words. */
export type LegalMessageKey = keyof typeof en;
