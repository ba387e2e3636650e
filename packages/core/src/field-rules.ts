// Field rules of the account forms; the limits are the /web contract's (contracts/web.openapi.yaml).

import {
  EMAIL_MAX_LENGTH,
  isEmail,
  isIsoDay,
  isOneTimeCode,
  isPhone,
  isWebUrl,
  PASSWORD_MIN_LENGTH,
  URL_MAX_LENGTH,
} from './formats';

/** A format a field's text must follow. */
export type FieldFormat =
  | 'phone'
  | 'url'
  | 'country'
  | 'currency'
  | 'time'
  | 'hours'
  | 'number'
  | 'date'
  | 'email'
  | 'integer'
  | 'roleName'
  | 'controllerName'
  | 'subactionName'
  | 'pageRoute'
  | 'unprefixedRoute'
  | 'oneTimeCode';

/** Why a field's value is refused: the one vocabulary of the account, admin and sign-in form rules. */
export type FieldRuleProblem =
  | { readonly code: 'required' }
  | { readonly code: 'tooLong'; readonly max: number }
  | { readonly code: 'minLength'; readonly min: number }
  | { readonly code: 'currentPassword' }
  | { readonly code: 'format'; readonly format: FieldFormat }
  | { readonly code: 'range'; readonly min: number; readonly max: number }
  | { readonly code: 'order' }
  | { readonly code: 'pair' };

const COUNTRY = /^[A-Z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;
const SCIENTIFIC = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i;

/** Longest text of a name field. */
export const NAME_MAX_LENGTH = 200;
/** Longest long text (publication, notification, review, reply). */
export const BODY_MAX_LENGTH = 5000;

/** A text: required or not, at most `max` characters (after trimming). */
export function checkText(
  value: string,
  options: { readonly required?: boolean; readonly max: number },
): FieldRuleProblem | null {
  const text = value.trim();
  if (text === '') return options.required === true ? { code: 'required' } : null;
  return text.length > options.max ? { code: 'tooLong', max: options.max } : null;
}

/** A phone: digits, spaces, +, parentheses and dashes, 3 to 40 characters; empty only when optional. */
export function checkPhone(value: string, required = false): FieldRuleProblem | null {
  const text = value.trim();
  if (text === '') return required ? { code: 'required' } : null;
  return isPhone(text) ? null : { code: 'format', format: 'phone' };
}

/** A web address: an absolute http(s) URL of at most 2000 characters; empty only when optional. */
export function checkWebUrl(value: string, required = false): FieldRuleProblem | null {
  const text = value.trim();
  if (text === '') return required ? { code: 'required' } : null;
  if (text.length > URL_MAX_LENGTH) return { code: 'tooLong', max: URL_MAX_LENGTH };
  return isWebUrl(text) ? null : { code: 'format', format: 'url' };
}

/** An e-mail address: one @ and a dot in the domain, at most 254 characters. */
export function checkEmail(value: string, required = false): FieldRuleProblem | null {
  const text = value.trim();
  if (text === '') return required ? { code: 'required' } : null;
  if (text.length > EMAIL_MAX_LENGTH) return { code: 'tooLong', max: EMAIL_MAX_LENGTH };
  return isEmail(text) ? null : { code: 'format', format: 'email' };
}

/** A password as typed (never trimmed): required; a new one has at least PASSWORD_MIN_LENGTH characters. */
export function checkPassword(
  value: string,
  options: { readonly isNew?: boolean } = {},
): FieldRuleProblem | null {
  if (value === '') return { code: 'required' };
  return options.isNew === true && value.length < PASSWORD_MIN_LENGTH
    ? { code: 'minLength', min: PASSWORD_MIN_LENGTH }
    : null;
}

/** A one-time code from an SMS or e-mail: required, six digits (blanks around it ignored). */
export function checkOneTimeCode(value: string): FieldRuleProblem | null {
  const text = value.trim();
  if (text === '') return { code: 'required' };
  return isOneTimeCode(text) ? null : { code: 'format', format: 'oneTimeCode' };
}

/** An ISO 3166-1 alpha-2 country code (two capital letters); empty allowed. */
export function checkCountry(value: string): FieldRuleProblem | null {
  const text = value.trim();
  if (text === '') return null;
  return COUNTRY.test(text) ? null : { code: 'format', format: 'country' };
}

/** An ISO 4217 currency code (three capital letters), required. */
export function checkCurrency(value: string): FieldRuleProblem | null {
  const text = value.trim();
  if (text === '') return { code: 'required' };
  return CURRENCY.test(text) ? null : { code: 'format', format: 'currency' };
}

/** The number a text stands for (a decimal comma accepted; an exponent, as spreadsheets write 1E-05, only when `exponent`), or null when it is none. */
export function parseDecimal(
  value: string,
  options: { readonly exponent?: boolean } = {},
): number | null {
  const text = value.trim();
  if (!(options.exponent === true ? SCIENTIFIC : NUMBER).test(text)) return null;
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** A number between `min` and `max` inclusive; empty only when optional; whole numbers when `integer`. */
export function checkNumber(
  value: string,
  options: {
    readonly min: number;
    readonly max: number;
    readonly required?: boolean;
    readonly integer?: boolean;
  },
): FieldRuleProblem | null {
  if (value.trim() === '') return options.required === true ? { code: 'required' } : null;
  const number = parseDecimal(value);
  if (number === null || (options.integer === true && !Number.isInteger(number)))
    return { code: 'format', format: 'number' };
  if (number < options.min || number > options.max)
    return { code: 'range', min: options.min, max: options.max };
  return null;
}

/** A calendar day YYYY-MM-DD that exists; empty only when optional. */
export function checkDay(value: string, required = false): FieldRuleProblem | null {
  const text = value.trim();
  if (text === '') return required ? { code: 'required' } : null;
  return isIsoDay(text) ? null : { code: 'format', format: 'date' };
}

/** Two days where the end must not come before the start; either may be empty. */
export function checkDayOrder(start: string, end: string): FieldRuleProblem | null {
  if (start.trim() === '' || end.trim() === '') return null;
  if (checkDay(start) !== null || checkDay(end) !== null) return null;
  return end.trim() < start.trim() ? { code: 'order' } : null;
}
