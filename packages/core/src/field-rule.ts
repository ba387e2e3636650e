// The rule combinators of every record form (account pins and settings, the back office's resources):
// a rule takes the value as the form sends it and answers the first problem or null.

import {
  checkDay,
  checkEmail,
  checkNumber,
  checkPhone,
  checkWebUrl,
  type FieldRuleProblem,
} from './field-rules';

/** A field rule: a value in, a problem or null out. Empty optional values pass every rule but `required`. */
export type FieldRule = (value: string) => FieldRuleProblem | null;

/** "required": a value other than blanks. */
export const required: FieldRule = (value) => (value.trim() === '' ? { code: 'required' } : null);

/** At most `limit` characters. */
export function maxLength(limit: number): FieldRule {
  return (value) => (value.length > limit ? { code: 'tooLong', max: limit } : null);
}

/** At least `limit` characters (empty passes: combine with `required` when the field must be set). */
export function minLength(limit: number): FieldRule {
  return (value) =>
    value !== '' && value.length < limit ? { code: 'minLength', min: limit } : null;
}

/** An e-mail address (checkEmail): one @ and a dot in the domain, at most 254 characters. */
export const email: FieldRule = (value) => checkEmail(value);

/** A phone number (checkPhone): digits, spaces, +, parentheses and dashes, 3 to 40 characters. */
export const phone: FieldRule = (value) => checkPhone(value);

/** A web address (checkWebUrl): http:// or https://, at most 2000 characters. */
export const url: FieldRule = (value) => checkWebUrl(value);

/** A calendar day YYYY-MM-DD that exists (checkDay). */
export const day: FieldRule = (value) => checkDay(value);

/** A number from `min` to `max` in the person's notation (checkNumber); whole numbers when `integer`. */
export function numberBetween(
  min: number,
  max: number,
  options: { readonly integer?: boolean } = {},
): FieldRule {
  return (value) => checkNumber(value, { min, max, integer: options.integer === true });
}

/** The first problem of `rules` for `value`, or null when every rule passes. */
export function checkRules(value: string, rules: readonly FieldRule[]): FieldRuleProblem | null {
  for (const rule of rules) {
    const found = rule(value);
    if (found !== null) return found;
  }
  return null;
}
