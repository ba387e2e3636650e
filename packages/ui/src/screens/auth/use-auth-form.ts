import { useRecordForm } from '../../components/forms/use-record-form';
import { usePostedForm } from '../../provider/posted-form';
import type { WebOperationData, WebOperationPayload } from '../../provider/web-api';
import type { Problem } from './problem-text';
import { serverProblems } from './server-problems';
import { type AuthSubaction, useAuthCall } from './use-auth-call';
import type { Check } from './validation';

/** What a sign-in form decides: its first values, each field's check, the call's payload and what follows. */
export interface AuthFormRules<S extends AuthSubaction, K extends string> {
  readonly initial: Readonly<Record<K, string>>;
  readonly checks: Readonly<Record<K, Check>>;
  readonly payload: (values: Readonly<Record<K, string>>) => WebOperationPayload<`Auth/${S}`>;
  /** What follows the call's answer, with the values sent. */
  readonly onAnswer: (
    answer: WebOperationData<`Auth/${S}`>,
    values: Readonly<Record<K, string>>,
  ) => void;
}

/**
 * A sign-in form on the one form machinery (useRecordForm): at first the problems of the same
 * call the host made for a form posted without JavaScript; a failed check adds its problems to
 * the server's; the keyboard stays where the person left it and a success says nothing itself
 * (it signs in or opens the next step).
 */
export function useAuthForm<S extends AuthSubaction, K extends string>(
  subaction: S,
  rules: AuthFormRules<S, K>,
) {
  const posted = usePostedForm(subaction);
  const { send } = useAuthCall(subaction);
  type Answered = {
    readonly answer: WebOperationData<`Auth/${S}`>;
    readonly values: Record<K, string>;
  };
  return useRecordForm<Record<K, string>, Problem, Problem, Answered>({
    initial: () => ({ ...rules.initial }),
    refused: () => (posted?.error ? serverProblems(posted.error) : null),
    check: (values) => {
      const found: Record<string, Problem> = {};
      for (const field of Object.keys(rules.checks) as K[]) {
        const problem = rules.checks[field](values[field]);
        if (problem !== null) found[field] = problem;
      }
      return found;
    },
    invalid: null,
    keepsRefusal: true,
    send: async (values) => {
      try {
        return { saved: { answer: await send(rules.payload(values)), values } };
      } catch (error) {
        return serverProblems(error);
      }
    },
    onSaved: ({ answer, values }) => rules.onAnswer(answer, values),
    focus: false,
  });
}
