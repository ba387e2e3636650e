import { isWebError, type NotificationRequest } from '@agency/core';
import { browserErrorOutcome } from '../../../components/error-outcome';
import {
  type FormAlert,
  fieldErrorProblem,
  type ServerCodeWording,
} from '../../../components/forms/form-problem';
import { readServerProblems, type ServerProblems } from '../../../components/forms/server-problems';
import type { AdminMessageKey } from '../i18n/en';
import type { FieldProblem } from '../resources/resource';

/** The problem of a whole form: a field-style problem, or a text of the site's error catalogue. */
export type FormProblem = FormAlert<AdminMessageKey>;

// Our localized text where the stable code (FieldError.code) has one; otherwise the server's own
// explanation, which web-api words in the request's language.
const ADMIN_SERVER_CODES: ServerCodeWording<AdminMessageKey> = {
  formats: ['email', 'phone', 'url'],
  keys: {
    duplicate: 'problem.duplicate',
    common: 'problem.commonPassword',
    wrongPassword: 'problem.currentPasswordWrong',
  },
};

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
    field: (error, field) => fieldErrorProblem(error, field, ADMIN_SERVER_CODES),
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
