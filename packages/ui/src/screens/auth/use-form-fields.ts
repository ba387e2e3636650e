import type { FieldRuleProblem } from '@agency/core/forms';
import { useCallback, useState } from 'react';
import type { Check } from './validation';

/**
 * A form's values and client-side problems: problems appear on submit (`validate`) and a
 * field's problem clears as soon as it is edited.
 */
export function useFormFields<K extends string>(
  initial: Readonly<Record<K, string>>,
  checks: Readonly<Record<K, Check>>,
) {
  const [values, setValues] = useState<Record<K, string>>({ ...initial });
  const [problems, setProblems] = useState<Partial<Record<K, FieldRuleProblem>>>({});
  const setValue = useCallback((field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  const validate = useCallback((): boolean => {
    const found: Partial<Record<K, FieldRuleProblem>> = {};
    for (const field of Object.keys(checks) as K[]) {
      const problem = checks[field](values[field]);
      if (problem !== null) found[field] = problem;
    }
    setProblems(found);
    return Object.keys(found).length === 0;
  }, [checks, values]);
  return { values, problems, setValue, validate };
}
