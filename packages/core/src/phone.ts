import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The region a phone number written without a country code belongs to when nothing better is known
 * (ISO 3166-1 alpha-2).
 */
// Ukraine: the agency's visitors read ru, ua, en or es, but the businesses it lists are Ukrainian
// first (the demo's and the Google sandbox's are in Kyiv, Kharkiv, Lviv, Odesa and Dnipro), and
// ru is not a region. A location's own country, when it has one, always wins over this default.
export const DEFAULT_PHONE_REGION = 'UA';

/** The longest text read as a phone number; anything longer is refused before any parsing. */
export const PHONE_INPUT_MAX_LENGTH = 64;

// What people and spreadsheets write in a phone number: ASCII digits, spaces (also no-break ones),
// `+ ( ) - . /` and the Unicode dashes. Letters, `;`, `#`, `,` and `x` never reach the library, so
// neither do its extension and RFC 3966 `phone-context` patterns, which backtrack (one of them
// exponentially): see the phone tests.
const PHONE_CHARACTERS = /^[0-9 \t\u00a0\u202f+()./\u2010-\u2015\u2212-]*$/;

/** How a phone number is shown: with its country code, or as dialled inside its country. */
export type PhoneStyle = 'international' | 'national';

/**
 * A phone number as E.164 (`+380441234500`), or null when the text is not a possible number (a
 * wrong length for its country, an unknown country code, an extension, letters, over 64 characters).
 * A number written without a country code takes `defaultRegion` (ISO 3166-1 alpha-2, any case).
 */
export function normalizePhone(text: string, defaultRegion: string): string | null {
  if (text.length > PHONE_INPUT_MAX_LENGTH || !PHONE_CHARACTERS.test(text)) return null;
  const region = defaultRegion.toUpperCase();
  const number = parsePhoneNumberFromString(text, {
    ...(isSupportedCountry(region) ? { defaultCountry: region } : {}),
    extract: false,
  });
  if (!number?.isPossible() || number.ext !== undefined) return null;
  return number.number;
}

/**
 * A phone number for display (`+380 44 123 4500` or `044 123 4500`); text that is not an E.164
 * number comes back as it was given.
 */
export function formatPhone(e164: string, style: PhoneStyle): string {
  // Only a number already in E.164 is formatted, so the region here never decides anything.
  if (normalizePhone(e164, DEFAULT_PHONE_REGION) !== e164) return e164;
  const number = parsePhoneNumberFromString(e164);
  if (!number) return e164;
  return style === 'international' ? number.formatInternational() : number.formatNational();
}
