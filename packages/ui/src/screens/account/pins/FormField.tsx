import { type ControlKind, RecordField } from '../../../components/forms/RecordField';
import { type Problem, problemText } from '../problems';
import { useText } from '../use-text';
import type { FieldKind, FieldSpec } from './kind-spec';

/** Props of `FormField`: the field's description, its value and the problem shown beside it. */
export interface FormFieldProps {
  readonly field: FieldSpec;
  readonly value: string;
  readonly problem: Problem | undefined;
  readonly onValue: (name: string, value: string) => void;
}

const CONTROLS: Readonly<Record<FieldKind, ControlKind>> = {
  text: 'text',
  textarea: 'textarea',
  lines: 'textarea',
  number: 'decimal',
  select: 'select',
  date: 'date',
  datetime: 'datetime',
  url: 'url',
  tel: 'tel',
  email: 'email',
  password: 'password',
  // The week's hours have their own editor (HoursField); one day's are a line of periods.
  hours: 'text',
  // The special hours have their own editor (SpecialHoursField).
  specialHours: 'text',
};

/** One labelled field of an account form in the account's words: its label, hint and problem. */
export function FormField({ field, value, problem, onValue }: FormFieldProps) {
  const { t } = useText();
  // The kind's rules check lengths and ranges in the account's words, not the browser's.
  const { maxLength: _length, step: _step, min: _min, max: _max, ...input } = field.input ?? {};
  const lines = field.kind === 'lines' || field.kind === 'textarea';
  return (
    <RecordField
      kind={CONTROLS[field.kind]}
      name={field.name}
      modifier={`field--${field.kind}`}
      label={
        <>
          {t(field.label)}
          {field.required ? <span className="field__required"> ({t('form.required')})</span> : null}
        </>
      }
      hint={field.hint ? t(field.hint) : undefined}
      problem={problem ? problemText(t, problem) : null}
      value={value}
      onValue={(next) => onValue(field.name, next)}
      choices={(field.options ?? []).map((option) => ({
        value: option,
        label: field.optionLabel ? t(field.optionLabel(option)) : option,
      }))}
      attributes={{
        ...input,
        required: field.required,
        readOnly: field.readOnly,
        ...(lines ? { rows: field.kind === 'lines' ? 2 : 4 } : {}),
      }}
    />
  );
}
