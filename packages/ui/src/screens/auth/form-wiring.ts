import type { FieldRuleProblem } from '@agency/core/forms';
import type { FormEvent } from 'react';
import type { ServerProblems } from './server-problems';

/** The part of `useFormFields` the wiring reads. */
interface WiredForm<K extends string> {
  readonly values: Readonly<Record<K, string>>;
  readonly problems: Readonly<Partial<Record<K, FieldRuleProblem>>>;
  readonly setValue: (field: K, value: string) => void;
  readonly validate: () => boolean;
}

/** The part of `useAuthCall` the wiring reads. */
interface WiredCall {
  readonly pending: boolean;
  readonly problems: ServerProblems;
  readonly clearField: (field: string) => void;
}

/**
 * The `Field` props for one form value: editing it clears both its client and server problem;
 * the client check's problem wins over the server's.
 */
export function fieldProps<K extends string>(form: WiredForm<K>, call: WiredCall, name: K) {
  return {
    name,
    value: form.values[name],
    onValue: (value: string) => {
      form.setValue(name, value);
      call.clearField(name);
    },
    problem: form.problems[name] ?? call.problems.fields[name] ?? null,
  };
}

/** A form's submit handler: runs `send` only when no call is pending and every check passes. */
export function onValidSubmit<K extends string>(
  form: WiredForm<K>,
  call: WiredCall,
  send: () => Promise<void>,
) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (call.pending || !form.validate()) return;
    await send();
  };
}
