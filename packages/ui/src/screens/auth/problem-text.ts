import { type FieldRuleProblem, ONE_TIME_CODE_LENGTH } from '@agency/core/sign-in';
import type { FormProblem } from '../../components/forms/form-problem';
import type { MessageKey } from '../../i18n/messages';
import type { SiteIntl } from '../../i18n/site-intl';

/** A message of the site catalogue and its values. */
export interface SignInMessage {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** A problem to show: a broken core rule, a catalogue message, or the server's own text (the forms' one vocabulary). */
export type Problem = FormProblem<MessageKey>;

/** A broken core rule in the sign-in forms' words (their fields: e-mail, phone, password, code). */
export function ruleMessage(problem: FieldRuleProblem): SignInMessage {
  switch (problem.code) {
    case 'required':
      return { key: 'validation.required' };
    case 'minLength':
      return { key: 'validation.password', values: { min: problem.min } };
    // Of these forms' fields only the e-mail address has a length limit.
    case 'tooLong':
      return { key: 'validation.email' };
    case 'format':
      if (problem.format === 'email') return { key: 'validation.email' };
      if (problem.format === 'phone') return { key: 'validation.phone' };
      if (problem.format === 'oneTimeCode')
        return { key: 'validation.code', values: { length: ONE_TIME_CODE_LENGTH } };
      return { key: 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** The text of a problem in the page's language. */
export function problemText(intl: SiteIntl, problem: Problem): string {
  if ('text' in problem) return problem.text;
  const message = 'key' in problem ? problem : ruleMessage(problem);
  return intl.formatMessage({ id: message.key }, message.values);
}
