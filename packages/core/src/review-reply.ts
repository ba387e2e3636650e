// Google's limit on an owner's reply to a review is in bytes of UTF-8, not in characters:
// a Cyrillic letter is two bytes, so 4096 bytes are 2048 Cyrillic letters.

/** The most bytes (UTF-8) Google takes in a review reply. */
export const REVIEW_REPLY_MAX_BYTES = 4096;

// Control characters other than tab, line feed and carriage return (C0, DEL and C1).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Why a reply is refused before it is sent to Google. */
export type ReviewReplyProblem =
  | { readonly code: 'required' }
  | { readonly code: 'tooLong'; readonly max: number; readonly bytes: number }
  | { readonly code: 'control' };

/** The number of bytes of a text in UTF-8 (a lone surrogate counts as the three bytes of U+FFFD). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A review reply: not blank, no control characters but tab and line breaks, at most 4096 bytes of UTF-8. */
export function checkReviewReply(text: string): ReviewReplyProblem | null {
  if (text.trim() === '') return { code: 'required' };
  if (CONTROL.test(text)) return { code: 'control' };
  const bytes = utf8Length(text);
  return bytes > REVIEW_REPLY_MAX_BYTES
    ? { code: 'tooLong', max: REVIEW_REPLY_MAX_BYTES, bytes }
    : null;
}
