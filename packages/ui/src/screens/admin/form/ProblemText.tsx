import type { FieldFormat, FieldRuleProblem } from '@agency/core/forms';
import { useIntl } from '../../../provider/hooks';
import { useAdminText } from '../i18n/admin-intl';
import type { AdminMessageKey } from '../i18n/en';
import type { FormProblem } from './server-problems';

/** The words of a problem: a core rule's localized message, a catalog text or the server's own. */
export function ProblemText({ problem }: { readonly problem: FormProblem }) {
  const { t } = useAdminText();
  const site = useIntl();
  if ('text' in problem) return <>{problem.text}</>;
  if ('messageId' in problem) return <>{site.formatMessage({ id: problem.messageId })}</>;
  if ('key' in problem) return <>{t(problem.key)}</>;
  const [key, values] = ruleMessage(problem);
  return <>{t(key, values)}</>;
}

// The back office's words for a core rule's problem. The admin rules produce only the codes and formats
// named here (range: the leads' retention days); the account's order, pair, dates and hours never reach an admin form.
function ruleMessage(
  problem: FieldRuleProblem,
): readonly [AdminMessageKey, Readonly<Record<string, number>>] {
  switch (problem.code) {
    case 'tooLong':
      return ['problem.maxLength', { limit: problem.max }];
    case 'minLength':
      return ['problem.minLength', { limit: problem.min }];
    case 'currentPassword':
      return ['problem.currentPassword', {}];
    case 'format':
      return [ADMIN_FORMAT_KEYS[problem.format] ?? 'problem.required', {}];
    case 'range':
      return ['problem.range', { min: problem.min, max: problem.max }];
    default:
      return ['problem.required', {}];
  }
}

const ADMIN_FORMAT_KEYS: Partial<Record<FieldFormat, AdminMessageKey>> = {
  email: 'problem.email',
  phone: 'problem.phone',
  url: 'problem.url',
  number: 'problem.number',
  integer: 'problem.integer',
  roleName: 'problem.roleName',
  controllerName: 'problem.controllerName',
  subactionName: 'problem.subactionName',
  pageRoute: 'problem.pageRoute',
  unprefixedRoute: 'problem.unprefixedRoute',
};
