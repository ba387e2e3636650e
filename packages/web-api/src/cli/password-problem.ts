import { PASSWORD_MIN_LENGTH } from '@agency/core';
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON = new Set(dictionary['passwords-common']);

/** Why a new admin password is refused (shorter than the core minimum, or a common password), or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return `The password is too short: at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  // The list is lower case; "Password1" is as guessable as "password1".
  if (COMMON.has(password.toLowerCase())) {
    return 'The password is on the list of common passwords: choose another one.';
  }
  return null;
}
