import type { FieldKind } from '@agency/core/tables';
import { type ReactNode, useRef } from 'react';
import { Field, type FieldControlProps } from '../lists/Field';
import { useTypedEarly } from './use-typed-early';

/** A choice of a select or multi-choice field. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

/**
 * How a field is edited: an input of a type, a decimal or a count (a whole number from 0), a text
 * area, a select, or multiple choices as checkboxes.
 */
export type ControlKind = Exclude<FieldKind, 'lines' | 'hours' | 'specialHours'>;

/** Attributes the area adds to the control (autoComplete, maxLength, rows, required). */
export type ControlAttributes = Readonly<Record<string, string | number | boolean | undefined>>;

/** Props of `RecordField`: the control's kind, its worded label, hint and problem, its value. */
export interface RecordFieldProps {
  readonly kind: ControlKind;
  /** The name the control posts under (forms that work without JavaScript). */
  readonly name?: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The problem beside the field, already worded; null when there is none. */
  readonly problem: ReactNode;
  /** A modifier class beside `field` (e.g. `field--textarea`). */
  readonly modifier?: string;
  readonly value: string | readonly string[];
  readonly onValue: (value: string) => void;
  /** The chosen values of a multiple choice. */
  readonly onChoices?: (values: readonly string[]) => void;
  /** The choices of a select or a multiple choice; 'loading' while they load. */
  readonly choices?: readonly Choice[] | 'loading';
  /** The words of an empty first choice ("Choose…") and of choices that load; without them a select offers its choices only. */
  readonly choiceTexts?: { readonly choose: string; readonly loading: string };
  readonly attributes?: ControlAttributes;
}

const INPUT_TYPES = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
  password: 'password',
  date: 'date',
  datetime: 'datetime-local',
  // A typed number in the person's own notation (a comma or a point); the rules read it.
  decimal: 'text',
  count: 'number',
} as const;

/**
 * The one form field control of the account and the back office: label, the control its kind
 * draws (input, text area, select or checkboxes), hint and problem, linked by aria-describedby.
 */
export function RecordField(props: RecordFieldProps) {
  const { kind, value, onValue, choices } = props;
  const text = typeof value === 'string' ? value : '';
  const element = useRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(null);
  useTypedEarly(kind, element, text, onValue);
  if (kind === 'multiselect') return <ChoicesField {...props} />;
  const control = (aria: FieldControlProps): ReactNode => {
    const common = {
      ...props.attributes,
      ...aria,
      name: props.name,
      className: 'field__input',
      value: text,
      ref: element,
    };
    if (kind === 'textarea') {
      return <textarea {...common} onChange={(event) => onValue(event.target.value)} />;
    }
    if (kind === 'select') {
      const loading = choices === 'loading';
      const list = loading || choices === undefined ? [] : choices;
      // Keep a saved value that is not (or no longer) among the choices visible and selected.
      const known = list.some((choice) => choice.value === text);
      return (
        <select
          {...common}
          onChange={(event) => onValue(event.target.value)}
          aria-busy={props.choiceTexts === undefined ? undefined : loading}
        >
          {props.choiceTexts === undefined ? null : (
            <option value="">
              {loading ? props.choiceTexts.loading : props.choiceTexts.choose}
            </option>
          )}
          {!known && text !== '' ? <option value={text}>{text}</option> : null}
          {list.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    }
    return (
      <input
        {...common}
        type={INPUT_TYPES[kind]}
        {...(kind === 'decimal' ? { inputMode: 'decimal' as const } : {})}
        {...(kind === 'count' ? { min: 0, step: 1, inputMode: 'numeric' as const } : {})}
        onChange={(event) => onValue(event.target.value)}
      />
    );
  };
  return (
    <Field
      label={props.label}
      hint={props.hint}
      problem={props.problem}
      control={control}
      {...(props.modifier === undefined ? {} : { modifier: props.modifier })}
    />
  );
}

// Multiple choices: checkboxes in a fieldset whose legend is the label.
function ChoicesField({
  label,
  hint,
  problem,
  value,
  choices,
  choiceTexts,
  onChoices,
}: RecordFieldProps) {
  const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
  const list = Array.isArray(choices)
    ? (choices as readonly Choice[])
    : chosen.map((item) => ({ value: item, label: item }));
  return (
    <Field
      group
      modifier="field--choices"
      label={label}
      hint={hint}
      problem={problem}
      control={() => (
        <>
          {choices === 'loading' ? <p role="status">{choiceTexts?.loading}</p> : null}
          <div className="field__checks">
            {list.map((choice) => (
              <label key={choice.value} className="field__check">
                <input
                  type="checkbox"
                  checked={chosen.includes(choice.value)}
                  onChange={(event) =>
                    onChoices?.(
                      event.target.checked
                        ? [...chosen, choice.value]
                        : chosen.filter((item) => item !== choice.value),
                    )
                  }
                />
                {choice.label}
              </label>
            ))}
          </div>
        </>
      )}
    />
  );
}
