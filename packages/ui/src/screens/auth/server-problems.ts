import { PASSWORD_MIN_LENGTH } from '@agency/core/sign-in';
import type { FieldError } from '../../components/field-errors';
import {
  type ServerProblems as FormServerProblems,
  readServerProblems,
} from '../../components/forms/server-problems';
import type { Problem } from './problem-text';

/** What a failed Auth call means for the form: problems beside fields and/or one for the form. */
export type ServerProblems = FormServerProblems<Problem>;

// The contract's rule names mapped to core's rules or our localized texts; anything else shows the server's text.
function problemFor(error: FieldError): Problem {
  if (error.code === 'required') return { code: 'required' };
  if (error.code === 'expired') return { key: 'validation.codeExpired' };
  if (error.field === 'code' && (error.code === 'invalid' || error.code === 'pattern'))
    return { key: 'validation.codeInvalid' };
  if (error.code === 'invalid' || error.code === 'invalid_credentials')
    return { key: 'validation.credentials' };
  if (error.field === 'email' && error.code === 'format')
    return { code: 'format', format: 'email' };
  if (error.field === 'phone') return { code: 'format', format: 'phone' };
  if (error.field === 'password' && error.code === 'minLength')
    return { code: 'minLength', min: PASSWORD_MIN_LENGTH };
  return { text: error.message };
}

function retryAfter(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('retryAfter' in data)) return null;
  const value = (data as { retryAfter: unknown }).retryAfter;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Reads a rejected Auth call: field errors beside their fields, else one message for the form. */
export function serverProblems(error: unknown): ServerProblems {
  return readServerProblems<Problem>(error, {
    toField: (path) => path,
    field: problemFor,
    withFields: null,
    own: (refusal) => {
      if (refusal.statusCode !== 429) return null;
      const seconds = retryAfter(refusal.data);
      return seconds === null
        ? { key: 'validation.rateLimited' }
        : { key: 'validation.retryAfter', values: { seconds } };
    },
    message: (messageId) => ({ key: messageId }),
    text: (text) => ({ text }),
    unexplained: () => ({ key: 'validation.server' }),
  });
}
