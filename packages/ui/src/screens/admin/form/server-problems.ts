import { isWebError, type MessageId, type NotificationRequest } from '@agency/core';
import { browserErrorOutcome } from '../../../components/error-outcome';
import type { FieldError } from '../../../components/field-errors';
import {
  readServerProblems,
  refusedFormat,
  type ServerProblems,
} from '../../../components/forms/server-problems';
import type { FieldProblem } from '../resources/resource';

/** The problem of a whole form: a field-style problem, or a text of the site's error catalogue. */
export type FormProblem = FieldProblem | { readonly messageId: MessageId };

// Our localized text where the stable code (FieldError.code) has one; otherwise the server's own
// explanation, which web-api words in the request's language.
function problemFor(error: FieldError, name: string): FieldProblem {
  if (error.code === 'required') return { code: 'required' };
  const format = refusedFormat(error, name, ['email', 'phone', 'url']);
  if (format !== null) return format;
  if (error.code === 'duplicate') return { key: 'problem.duplicate' };
  if (name === 'currentPassword' && error.code === 'invalid')
    return { key: 'problem.currentPasswordWrong' };
  if (error.code === 'common') return { key: 'problem.commonPassword' };
  return { text: error.message };
}

/**
 * Reads a rejected save: each field error whose field (the payload path, `item.` removed) is one
 * of `known` goes beside that field; other field errors, conflicts and refusals go to the form.
 */
export function serverProblems(
  error: unknown,
  known: readonly string[],
): ServerProblems<FieldProblem, FormProblem> {
  return readServerProblems<FieldProblem, FormProblem>(error, {
    toField: (path) => {
      const name = path.replace(/^item\./, '');
      return known.includes(name) ? name : null;
    },
    field: problemFor,
    withFields: { key: 'form.failed' },
    // A clash with existing data (a unique name or e-mail) is the person's to fix, in their words.
    own: (refusal) => (refusal.statusCode === 409 ? { key: 'form.conflict' } : null),
    message: (messageId) => ({ messageId }),
    text: (text) => ({ text }),
    unexplained: (refusal) =>
      isWebError(refusal)
        ? { text: errorText(refusal.message, refusal.code) }
        : { key: 'form.failed' },
  });
}

const errorText = (message: string, code: string) => (message === '' ? code : message);

/**
 * The notification for a failed back-office call, by core's error catalogue (R8) where it has
 * a rule, else the server's own message.
 */
export function errorNotification(error: unknown): NotificationRequest & { text?: string } {
  if (!isWebError(error)) return { type: 'danger', text: String(error) };
  const outcome = browserErrorOutcome(error, 'POST');
  if (outcome.kind === 'notify') {
    return outcome.text === undefined
      ? { type: outcome.type, messageId: outcome.messageId }
      : { type: outcome.type, messageId: outcome.messageId, text: outcome.text };
  }
  return { type: 'danger', text: errorText(error.message, error.code) };
}
