// Text formats the /web contract accepts for e-mail addresses, phones, web addresses, days, moments
// and ids; every form's client-side check (sign-in, account, admin) and the backend's contract
// validator read them from here. Each pattern runs in linear time (a ReDoS checker proves it in
// tests/linear-regexes.test.ts), and each check bounds the length before any pattern runs.

// The domain is dot-separated labels without dots, so no two quantifiers compete for a character.
// Characters a mail program reads as list or name syntax (`,;<>()[]"\:`) are no part of an address here.
const EMAIL = /^[^\s@,;<>()[\]"\\:]+@[^\s@.,;<>()[\]"\\:]+(?:\.[^\s@.,;<>()[\]"\\:]+)+$/;
const PHONE = /^[+0-9 ()-]{3,40}$/;
const ONE_TIME_CODE = /^[0-9]{6}$/;
// Core has no URL class (no DOM, no Node). http or https, then a dotted host, localhost or a
// bracketed IPv6 address (no user info, no blanks), an optional port, then anything without blanks.
// The contract's `pattern` of every web-address field says the same (web-api tests hold them together).
const WEB_URL =
  /^https?:\/\/(?:[^\s/?#@:[\].]+(?:\.[^\s/?#@:[\].]+)+|localhost|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?(?:[/?#]\S*)?$/i;
const ABSOLUTE_URI = /^[a-z][a-z0-9+.-]*:\S*$/i;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MOMENT =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ]([01]\d|2[0-3]):([0-5]\d):([0-5]\d|60)(?:\.\d{1,9})?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest web address. */
export const URL_MAX_LENGTH = 2000;
/** Longest text any format check reads: beyond it a text is refused before a pattern runs. */
export const FORMAT_INPUT_MAX_LENGTH = 2048;
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
  return text.length <= URL_MAX_LENGTH && WEB_URL.test(text);
}

/** A phone number: digits, spaces, +, parentheses and dashes, 3 to 40 characters. */
export function isPhone(text: string): boolean {
  return text.length <= 40 && PHONE.test(text);
}

/** A one-time code: exactly six digits. */
export function isOneTimeCode(text: string): boolean {
  return text.length === ONE_TIME_CODE_LENGTH && ONE_TIME_CODE.test(text);
}

/** An absolute URI (RFC 3986): a scheme, a colon, then no blanks; at most 2048 characters. */
export function isAbsoluteUri(text: string): boolean {
  return text.length <= FORMAT_INPUT_MAX_LENGTH && ABSOLUTE_URI.test(text);
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A calendar day written as RFC 3339 full-date (`2026-02-28`; `2026-02-30` is none). */
export function isIsoDay(text: string): boolean {
  const match = text.length === 10 ? DAY.exec(text) : null;
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A moment written as RFC 3339 date-time, with a time zone (`2026-02-28T10:00:00Z`, `…+02:00`). */
export function isIsoMoment(text: string): boolean {
  const match = text.length <= 40 ? MOMENT.exec(text) : null;
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A UUID in its 8-4-4-4-12 hexadecimal form. */
export function isUuid(text: string): boolean {
  return text.length === 36 && UUID.test(text);
}

/** The check of each string `format` the /web contract uses, by its JSON Schema name. */
export const CONTRACT_FORMATS = {
  date: isIsoDay,
  'date-time': isIsoMoment,
  email: isEmail,
  uri: isAbsoluteUri,
  uuid: isUuid,
} as const satisfies Record<string, (text: string) => boolean>;
