// Text formats the /web contract accepts for e-mail addresses, phones and passwords; every form's
// client-side check (sign-in, account, admin) reads them from here.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+0-9 ()-]{3,40}$/;
const ONE_TIME_CODE = /^[0-9]{6}$/;
// Core has no URL class (no DOM, no Node). http or https, then a dotted host, localhost or a
// bracketed IPv6 address (no user info, no blanks), an optional port, then anything without blanks.
// The contract's `pattern` of every web-address field says the same (web-api tests hold them together).
const WEB_URL =
  /^https?:\/\/(?:[^\s/?#@:[\]]+\.[^\s/?#@:[\]]+|localhost|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?(?:[/?#]\S*)?$/i;

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Shortest password the backend accepts. */
export const PASSWORD_MIN_LENGTH = 8;
/** Digits of a one-time code (sign-in by phone, password recovery). */
export const ONE_TIME_CODE_LENGTH = 6;

/** An e-mail address: one @, no blanks, a dot in the domain, at most 254 characters. */
export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
}

/** A web address a visitor may follow: http(s), a dotted host, localhost or [IPv6], no blanks (javascript:, ftp: and bare hosts are not). */
export function isWebUrl(text: string): boolean {
  return WEB_URL.test(text);
}

/** A phone number: digits, spaces, +, parentheses and dashes, 3 to 40 characters. */
export function isPhone(text: string): boolean {
  return PHONE.test(text);
}

/** A one-time code: exactly six digits. */
export function isOneTimeCode(text: string): boolean {
  return ONE_TIME_CODE.test(text);
}
