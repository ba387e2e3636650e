import type { RecordFormState } from '../../components/forms/use-record-form';
import type { Problem } from './problem-text';

/** The `Field` props for one value of a sign-in form: its name, value, setter and problem. */
export function fieldProps<K extends string>(
  form: RecordFormState<Record<K, string>, Problem, Problem>,
  name: NoInfer<K>,
) {
  return {
    name,
    value: form.values[name],
    onValue: (value: string) => form.setValue(name, value),
    problem: form.problems[name] ?? null,
  };
}
