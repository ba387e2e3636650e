import { isWebError, type MessageId, type NotificationRequest } from '@agency/core';
import { browserErrorOutcome } from '../../../components/error-outcome';
import { type FieldError, readFieldErrors } from '../../../components/field-errors';
import type { FieldProblem, FieldProblems } from '../resources/resource';

/** What a refused save means for a form: problems beside fields and/or one for the whole form. */
export interface ServerProblems {
  readonly fields: FieldProblems;
  readonly form: FormProblem | null;
}

/** The problem of a whole form: a field-style problem, or a text of the site's error catalogue. */
export type FormProblem = FieldProblem | { readonly messageId: MessageId };

// The form fields whose contract format (or pattern) the back office words itself.
const FIELD_FORMATS: Readonly<Record<string, 'email' | 'phone' | 'url'>> = {
  email: 'email',
  phone: 'phone',
  url: 'url',
  website: 'url',
};

// Our localized text where the stable code (FieldError.code) has one; otherwise the server's own
// explanation, which web-api words in the request's language.
function problemFor(error: FieldError, name: string): FieldProblem {
  const format = FIELD_FORMATS[name];
  if (error.code === 'required') return { code: 'required' };
  if ((error.code === 'format' || error.code === 'pattern') && format !== undefined)
    return { code: 'format', format };
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
export function serverProblems(error: unknown, known: readonly string[]): ServerProblems {
  if (!isWebError(error)) return { fields: {}, form: { key: 'form.failed' } };
  const { fields, rest } = readFieldErrors(
    error,
    (path) => {
      const name = path.replace(/^item\./, '');
      return known.includes(name) ? name : null;
    },
    problemFor,
  );
  if (rest.length > 0)
    return { fields, form: { text: rest.map((item) => item.message).join('. ') } };
  if (Object.keys(fields).length > 0) return { fields, form: { key: 'form.failed' } };
  // A clash with existing data (a unique name or e-mail) is the person's to fix, in their words.
  if (error.statusCode === 409) return { fields, form: { key: 'form.conflict' } };
  const notification = errorNotification(error);
  if (notification.text !== undefined) return { fields, form: { text: notification.text } };
  return {
    fields,
    form: notification.messageId === undefined ? null : { messageId: notification.messageId },
  };
}

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
  return { type: 'danger', text: error.message === '' ? error.code : error.message };
}
