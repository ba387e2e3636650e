import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '../http/web-api-error';

// ~49,000 passwords seen most often in breaches (zxcvbn's list), compared case-insensitively.
const COMMON = new Set(
  (dictionary['passwords-common'] as readonly string[]).map((word) => word.toLowerCase()),
);

/** True when the password (case-insensitive, NFKC) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.normalize('NFKC').toLowerCase());
}

/** Refuses a password on the common-password list with a field error (400, code common). */
export function assertAcceptablePassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw fieldError(field, 'common', 'password.common');
}
