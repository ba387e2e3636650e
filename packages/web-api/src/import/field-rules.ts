import { isWebUrl } from '@agency/core/forms';

/** Trims a cell, turns control characters (which PostgreSQL text refuses, e.g. NUL) into spaces and collapses runs of whitespace. */
export function cleanText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

/** Splits a list cell (additional phones, additional categories) on commas, dropping blanks. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map(cleanText)
    .filter((item) => item !== '');
}

const PHONE_PUNCTUATION = /[\s\-.()/\u2010-\u2015]/g;

/**
 * A phone number is plausible when, without spaces, dashes, dots, slashes and brackets, it is
 * E.164 (`+` or `00`, then 8 to 15 digits not starting with 0) or a national number of 6 to 15 digits.
 */
export function isPlausiblePhone(value: string): boolean {
  const compact = value.replace(PHONE_PUNCTUATION, '').replace(/^00/, '+');
  return /^\+[1-9]\d{7,14}$/.test(compact) || /^\d{6,15}$/.test(compact);
}

const URI_PATH_CHAR = /%(?![0-9a-f]{2})|[^a-z0-9\-._~!$&'()*+,;=:@/?%]/gi;

/**
 * An absolute http(s) address as a valid RFC 3986 URI (what the contract's `format: uri` checks),
 * or `null` when it is not one or carries a user name or password. The text is kept as written
 * when it already is a valid URI; otherwise the host is punycoded and other characters
 * percent-encoded (`https://bäckerei.example/straße` -> `https://xn--bckerei-5wa.example/stra%C3%9Fe`).
 */
export function toHttpUri(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  if (!web || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  const origin = `${url.protocol}//${url.host}`;
  const rest = value.slice(origin.length);
  const encode = (part: string) => part.replace(URI_PATH_CHAR, (c) => encodeURIComponent(c));
  const hash = url.hash === '' ? '' : `#${encode(url.hash.slice(1))}`;
  const uri =
    value.startsWith(origin) && isUriRest(rest)
      ? value
      : `${origin}${encode(url.pathname + url.search)}${hash}`;
  // The one web-address rule of every form and of the contract (a dotted host, localhost or [IPv6]).
  return isWebUrl(uri) ? uri : null;
}

function isUriRest(rest: string): boolean {
  const [beforeHash = '', ...fragments] = rest.split('#');
  if (fragments.length > 1) return false;
  return [beforeHash, ...fragments].every((part) => part.replace(URI_PATH_CHAR, '') === part);
}

/** A phone number in the characters the contract allows: dots, slashes and dashes become `-`, runs of spaces one space. */
export function cleanPhone(value: string): string {
  return value
    .replace(/[./\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

// Made with the first country read: loading ICU's region names took ~30 ms of every start-up.
let regionNames: Intl.DisplayNames | undefined;
// Codes CLDR names that are not countries or territories.
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO']);
const ALIASES: ReadonlyMap<string, string> = new Map([['UK', 'GB']]);

function regionOf(code: string): string | undefined {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return regionNames.of(code);
}

/** The ISO 3166-1 alpha-2 country code for a cell (case-insensitive, `UK` read as `GB`), or `null` when it is not one. */
export function normaliseCountry(value: string): string | null {
  const upper = value.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return null;
  const code = ALIASES.get(upper) ?? upper;
  if (NOT_COUNTRIES.has(code) || regionOf(code) === undefined) return null;
  return code;
}
