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
  const key = `problem.${problem.rule}` as AdminMessageKey;
  return <>{t(key, problem.limit === undefined ? {} : { limit: problem.limit })}</>;
}
