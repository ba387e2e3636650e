import type { FieldDescription, FieldKind, FormMode, FormValue } from './field-description';
import { type FormProblem, type ProblemWords, problemText } from './form-problem';
import { type Choice, type ControlAttributes, type ControlKind, RecordField } from './RecordField';

/** How an area draws its fields: its words, and what its controls carry beside the description's. */
export interface FieldArea<K extends string> extends ProblemWords<K> {
  /** The words beside a required field's label, which then also marks its control required; absent: none. */
  readonly required?: string;
  /** Controls post under their field's name (forms that work without JavaScript). */
  readonly named?: boolean;
  /** A field carries its kind's modifier class (`field--lines`). */
  readonly kindModifier?: boolean;
  /** The words of a select's empty first choice and of choices that load; absent: a select offers its choices only. */
  readonly choiceTexts?: { readonly choose: string; readonly loading: string };
  /** The area's attributes of a kind's control (rows, autoComplete); the description's `input` adds to them. */
  readonly attributes: (kind: FieldKind) => ControlAttributes;
}

/** Props of `FormField`: the area, the field's description and value, its choices and problem. */
export interface FormFieldProps<K extends string> {
  readonly area: FieldArea<K>;
  readonly field: FieldDescription<K, unknown>;
  readonly value: FormValue;
  readonly onValue: (name: string, value: string) => void;
  /** The chosen values of a multiple choice. */
  readonly onChoices?: (name: string, values: readonly string[]) => void;
  readonly problem: FormProblem<K> | null | undefined;
  /** Choices loaded for the field ('loading' while they load; null: none, the value is edited as text); default: its fixed options. */
  readonly choices?: readonly Choice[] | 'loading' | null;
  /** The form's mode (a hint may be shown in one mode only). */
  readonly mode?: FormMode;
}

// The control of a kind: its own, a text area for lines; the week's hours and the special hours
// have editors of their own, as a field they are a line of text.
const controlOf = (kind: FieldKind): ControlKind =>
  kind === 'lines' ? 'textarea' : kind === 'hours' || kind === 'specialHours' ? 'text' : kind;

function fixedChoices<K extends string>(
  field: FieldDescription<K, unknown>,
  t: (key: K) => string,
): readonly Choice[] {
  const options = field.options as { readonly kind?: unknown } | undefined;
  if (options?.kind !== 'fixed') return [];
  return (field.options as { values: readonly { value: string; label?: K }[] }).values.map(
    (choice) => ({
      value: choice.value,
      label: choice.label === undefined ? choice.value : t(choice.label),
    }),
  );
}

/**
 * The one labelled field of the account's and the back office's forms, drawn from its
 * description: the control of its kind, its label, hint and problem in the area's words.
 */
export function FormField<K extends string>({
  area,
  field,
  value,
  onValue,
  onChoices,
  problem,
  choices,
  mode,
}: FormFieldProps<K>) {
  // A select whose choices could not load edits its value as text.
  const kind: FieldKind = field.kind === 'select' && choices === null ? 'text' : field.kind;
  const hint =
    field.hint !== undefined && (field.hintWhen === undefined || field.hintWhen === mode)
      ? area.t(field.hint)
      : undefined;
  const list = choices === undefined ? fixedChoices(field, area.t) : choices;
  return (
    <RecordField
      kind={controlOf(kind)}
      {...(area.named === true ? { name: field.name } : {})}
      {...(area.kindModifier === true ? { modifier: `field--${field.kind}` } : {})}
      label={
        area.required !== undefined && field.required === true ? (
          <>
            {area.t(field.label)}
            <span className="field__required"> ({area.required})</span>
          </>
        ) : (
          area.t(field.label)
        )
      }
      hint={hint}
      problem={problem == null ? null : problemText(problem, area)}
      value={value}
      onValue={(next) => onValue(field.name, next)}
      onChoices={(next) => onChoices?.(field.name, next)}
      {...(list === null ? {} : { choices: list })}
      {...(area.choiceTexts === undefined ? {} : { choiceTexts: area.choiceTexts })}
      attributes={{
        ...area.attributes(kind),
        ...field.input,
        ...(area.required === undefined ? {} : { required: field.required }),
        readOnly: field.readOnly,
      }}
    />
  );
}
