import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useDispatch } from '../../provider/hooks';

/** A refused save: problems beside fields and the one of the whole form (null: none). */
export interface Refusal<P, F> {
  readonly fields: Readonly<Record<string, P>>;
  readonly form: F | null;
}

/** A save that went through, with what the call answered (the saved settings, a session). */
export interface Saved<A> {
  readonly saved: A;
}

/** What a form's area decides: its values, its rules, how it sends and what follows a save. */
export interface RecordFormRules<V extends Readonly<Record<string, unknown>>, P, F, A = undefined> {
  /** The values the form opens with. */
  readonly initial: () => V;
  /** The refusal the form opens with (a post without JavaScript that was refused), or null. */
  readonly refused?: (values: V) => Refusal<P, F> | null;
  /** The client-side problems of the values, by field name. */
  readonly check: (values: V) => Readonly<Record<string, P>>;
  /** The problem of the whole form when `check` finds some (null: the fields say it all). */
  readonly invalid: F | null;
  /**
   * A failed check adds its problems to the last refusal's, which stay until their field changes
   * or the next send (default: the check's problems replace them).
   */
  readonly keepsRefusal?: boolean;
  /** Sends the values: the save's answer, or the refusal to show. */
  readonly send: (values: V) => Promise<Refusal<P, F> | Saved<A>>;
  /** The notification text after a save; absent: the form notifies nothing (what follows says it). */
  readonly savedText?: string;
  /** The values after a save (e.g. the passwords emptied); absent: the values stay. */
  readonly afterSave?: (values: V) => V;
  /** What follows a save (the area keeps the answer, or moves on). */
  readonly onSaved?: (answer: A) => void;
  /** The problems a change of field `name` clears (default: the field's own). */
  readonly clears?: (name: string) => readonly string[];
  /** Rewrites the values after each change (e.g. drops a choice that no longer fits). */
  readonly adjust?: (values: V) => V;
  /**
   * Whether the form moves the keyboard: to its first control on open and to the first invalid
   * one after a refusal (default: true; false for a form that is one part of a page).
   */
  readonly focus?: boolean;
}

/** A form's state and handlers, and the element its keyboard focus is looked for in. */
export interface RecordFormState<V extends Readonly<Record<string, unknown>>, P, F> {
  readonly values: V;
  readonly problems: Readonly<Record<string, P>>;
  readonly formProblem: F | null;
  readonly pending: boolean;
  readonly frame: RefObject<HTMLElement | null>;
  readonly setValue: (name: string, value: V[string]) => void;
  readonly submit: (event: FormEvent) => Promise<void>;
}

/**
 * The one behaviour of the site's forms (the account's, the back office's, sign-in): the first
 * control takes the keyboard on open and the first invalid one after a refusal (unless the form
 * keeps the focus where it is); a change clears its field's problem; a submit, unless one is
 * pending, checks the values, sends them, then notifies "saved" or marks the problems.
 */
export function useRecordForm<V extends Readonly<Record<string, unknown>>, P, F, A = undefined>(
  rules: RecordFormRules<V, P, F, A>,
): RecordFormState<V, P, F> {
  const dispatch = useDispatch();
  const frame = useRef<HTMLElement>(null);
  const focus = rules.focus ?? true;
  const [values, setValues] = useState<V>(rules.initial);
  const [opened] = useState(() => rules.refused?.(values) ?? null);
  const [problems, setProblems] = useState<Readonly<Record<string, P>>>(opened?.fields ?? {});
  const [formProblem, setFormProblem] = useState<F | null>(opened?.form ?? null);
  const [pending, setPending] = useState(false);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (focus) frame.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [focus]);
  useEffect(() => {
    if (focus && refusals > 0)
      frame.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focus, refusals]);

  const refuse = (refusal: Refusal<P, F>) => {
    setProblems(refusal.fields);
    setFormProblem(refusal.form);
    setRefusals((count) => count + 1);
  };

  const setValue = (name: string, value: V[string]) => {
    const next = (current: V) => ({ ...current, [name]: value }) as V;
    setValues((current) => (rules.adjust ? rules.adjust(next(current)) : next(current)));
    const cleared = rules.clears?.(name) ?? [name];
    setProblems((current) => {
      if (!cleared.some((key) => key in current)) return current;
      const rest = { ...current };
      for (const key of cleared) delete rest[key];
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field submits even while the disabled button waits: one send at a time.
    if (pending) return;
    const found = rules.check(values);
    if (Object.keys(found).length > 0) {
      if (rules.keepsRefusal === true) {
        setProblems((current) => ({ ...current, ...found }));
        setRefusals((count) => count + 1);
      } else refuse({ fields: found, form: rules.invalid });
      return;
    }
    setProblems(found);
    setFormProblem(null);
    setPending(true);
    const sent = await rules.send(values).finally(() => setPending(false));
    if (!('saved' in sent)) {
      refuse(sent);
      return;
    }
    if (rules.savedText !== undefined)
      dispatch({
        type: 'notification/opened',
        notification: { type: 'other', text: rules.savedText },
      });
    if (rules.afterSave !== undefined) setValues(rules.afterSave);
    rules.onSaved?.(sent.saved);
  };

  return { values, problems, formProblem, pending, frame, setValue, submit };
}
