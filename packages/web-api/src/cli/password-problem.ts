import { PASSWORD_MIN_LENGTH } from '@agency/core/forms';
import { isCommonPassword } from '../auth/password-policy';

/** Why a new admin password is refused (shorter than the core minimum, or a common password), or null when it is fine. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return `The password is too short: at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (isCommonPassword(password)) {
    return 'The password is on the list of common passwords: choose another one.';
  }
  return null;
}
