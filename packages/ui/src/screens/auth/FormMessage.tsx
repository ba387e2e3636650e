import { useIntl } from '../../provider/hooks';
import { type Problem, problemText } from './problem-text';

/** The form-level message of a failed call, announced as an alert; nothing when there is none. */
export function FormMessage({ problem }: { readonly problem: Problem | null }) {
  const intl = useIntl();
  if (problem === null) return null;
  return (
    <p className="form__message" role="alert">
      {problemText(intl, problem)}
    </p>
  );
}
