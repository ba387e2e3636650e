import type { FieldRule } from '@agency/core/forms';
import type { FieldKind } from '@agency/core/tables';
import type { ControlAttributes } from './RecordField';

/** How a field is edited: core's one vocabulary of the account's and the back office's forms. */
export type { FieldKind } from '@agency/core/tables';

/** A field's value in a form: its text, or the chosen values of a multiple choice. */
export type FormValue = string | readonly string[];

/** A form's values by field name (a form of text fields only holds `FormValues<string>`). */
export type FormValues<V extends FormValue = FormValue> = Readonly<Record<string, V>>;

/** Fixed choices of a select: each value and its catalog label (without one the value itself is shown). */
export interface FixedOptions<K extends string> {
  readonly kind: 'fixed';
  readonly values: readonly { readonly value: string; readonly label?: K }[];
}

/** The fixed choices `values`, each labelled by `label` (the value itself without it). */
export function fixedOptions<K extends string>(
  values: readonly string[],
  label?: (value: string) => K,
): FixedOptions<K> {
  return {
    kind: 'fixed',
    values: values.map((value) =>
      label === undefined ? { value } : { value, label: label(value) },
    ),
  };
}

/** Whether a form creates a record or edits one. */
export type FormMode = 'create' | 'edit';

/**
 * One field of a record form, in the account's and the back office's one vocabulary: `K` is the
 * area's catalog key, `S` a source of choices of its own beyond fixed ones (the back office's other
 * lists). `name` is a dot path into the record (`labels.en`, `event.title`).
 */
export interface FieldDescription<K extends string, S = never> {
  readonly name: string;
  readonly label: K;
  readonly kind: FieldKind;
  /** Must not be empty (a password: as typed; any other value: after trimming). */
  readonly required?: boolean;
  /** Core's rules of the value as the form sends it, after `required`; the first broken one is shown. */
  readonly rules?: readonly FieldRule[];
  /** The choices of a select or a multiple choice. */
  readonly options?: FixedOptions<K> | S;
  /** A hint under the field. */
  readonly hint?: K;
  /** The hint only in this mode (a password kept unless typed: when editing). */
  readonly hintWhen?: FormMode;
  /** The fieldset the field belongs to (e.g. one per language). */
  readonly group?: K;
  /** Shown (and checked) only when true for the form's values: the fields of a post type. */
  readonly shownWhen?: (values: FormValues) => boolean;
  /** Shown only when it has a value, never edited nor sent (a value read from Google: the place id). */
  readonly readOnly?: boolean;
  /** An empty value is sent as null (nullable contract fields); a nullable text is sent trimmed. */
  readonly nullable?: boolean;
  /** An empty value is not sent at all (optional fields such as a password). */
  readonly omitEmpty?: boolean;
  /** Shown on the create form only. */
  readonly createOnly?: boolean;
  /** Shown on the edit form only (a lead's status: a record made by hand has none). */
  readonly editOnly?: boolean;
  /** The value of a new record's field, and of a record's field it lacks (default: empty). */
  readonly initial?: string;
  /** Attributes of the control (autoComplete, inputMode, rows). */
  readonly input?: ControlAttributes;
}

/** The fields a form shows in `mode`. */
export function formFields<F extends FieldDescription<string, unknown>>(
  fields: readonly F[],
  mode: FormMode,
): F[] {
  return fields.filter((field) =>
    mode === 'create' ? field.editOnly !== true : field.createOnly !== true,
  );
}
