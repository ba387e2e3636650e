import type { IntlShape } from '@formatjs/intl';
import type { FieldProblem } from './validation';

/** A problem to show: a catalog message, or the server's own text. */
export type Problem = FieldProblem | { readonly text: string };

/** The text of a problem in the page's language. */
export function problemText(intl: IntlShape<string>, problem: Problem): string {
  return 'text' in problem ? problem.text : intl.formatMessage({ id: problem.key }, problem.values);
}
