import { createRequire } from 'node:module';
import { fieldError } from '../base/web-api-error';

let common: ReadonlySet<string> | null = null;

// ~49,000 passwords seen most often in breaches (zxcvbn's list), compared case-insensitively. Read on
// the first check, not at start: zxcvbn's dictionaries are ~2.6 MB of heap a process serving pages
// never reads (docs/benchmarks.md, Memory); a synchronous require keeps the check synchronous.
function commonPasswords(): ReadonlySet<string> {
  if (common === null) {
    const { dictionary } = createRequire(import.meta.url)(
      '@zxcvbn-ts/language-common',
    ) as typeof import('@zxcvbn-ts/language-common');
    common = new Set(
      (dictionary['passwords-common'] as readonly string[]).map((word) => word.toLowerCase()),
    );
  }
  return common;
}

/** True when the password (case-insensitive, NFKC) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase());
}

/** Refuses a password on the common-password list with a field error (400, code common). */
export function assertAcceptablePassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw fieldError(field, 'common', 'password.common');
}
