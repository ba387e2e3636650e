import {
  checkEmail as emailRule,
  type FieldRuleProblem,
  PASSWORD_MIN_LENGTH,
  checkPhone as phoneRule,
} from '@agency/core';
import type { MessageKey } from '../../i18n/messages';

/** A client-side check's failure: the catalog key of its message and the message's values. */
export interface FieldProblem {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
}

// The limits below are the /web contract's (contracts/web.openapi.yaml, Auth/* requests).
const CODE = /^[0-9]{6}$/;
/** Digits in a one-time code. */
export const CODE_LENGTH = 6;

// Core's rule for a required field, its refusal told in the sign-in forms' words.
function toldAs(found: FieldRuleProblem | null, refused: MessageKey): FieldProblem | null {
  if (found === null) return null;
  return found.code === 'required' ? { key: 'validation.required' } : { key: refused };
}

/** An e-mail address (core's rule): required, one @, a dot in the domain, at most 254 characters. */
export function checkEmail(value: string): FieldProblem | null {
  return toldAs(emailRule(value, true), 'validation.email');
}

/** The password of a sign-in: required. */
export function checkPassword(value: string): FieldProblem | null {
  return value === '' ? { key: 'validation.required' } : null;
}

/** A new password: required, at least 8 characters. */
export function checkNewPassword(value: string): FieldProblem | null {
  if (value === '') return { key: 'validation.required' };
  if (value.length < PASSWORD_MIN_LENGTH)
    return { key: 'validation.password', values: { min: PASSWORD_MIN_LENGTH } };
  return null;
}

/** A phone number (core's rule): required; digits, spaces, +, parentheses and dashes, 3 to 40 characters. */
export function checkPhone(value: string): FieldProblem | null {
  return toldAs(phoneRule(value, true), 'validation.phone');
}

/** A one-time code: required, six digits. */
export function checkCode(value: string): FieldProblem | null {
  const text = value.trim();
  if (text === '') return { key: 'validation.required' };
  return CODE.test(text) ? null : { key: 'validation.code', values: { length: CODE_LENGTH } };
}
