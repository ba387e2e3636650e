// Text formats the /web contract accepts for e-mail addresses, phones and passwords; every form's
// client-side check (sign-in, account, admin) reads them from here.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+0-9 ()-]{3,40}$/;

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Shortest password the backend accepts. */
export const PASSWORD_MIN_LENGTH = 8;

/** An e-mail address: one @, no blanks, a dot in the domain, at most 254 characters. */
export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
}

/** A phone number: digits, spaces, +, parentheses and dashes, 3 to 40 characters. */
export function isPhone(text: string): boolean {
  return PHONE.test(text);
}
