import { problemText } from '../../../components/forms/form-problem';
import type { FormProblem } from './server-problems';
import { useAdminFieldArea } from './use-admin-field-area';

/** The words of a problem in the back office's words: a core rule's, a catalog text or the server's own. */
export function ProblemText({ problem }: { readonly problem: FormProblem }) {
  return <>{problemText(problem, useAdminFieldArea())}</>;
}
