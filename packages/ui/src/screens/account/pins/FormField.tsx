import type { ReactNode } from 'react';
import { Field, type FieldControlProps } from '../../../components/lists/Field';
import { type Problem, problemText } from '../problems';
import { useText } from '../use-text';
import type { FieldSpec } from './kind-spec';

/** Props of `FormField`: the field's description, its value and the problem shown beside it. */
export interface FormFieldProps {
  readonly field: FieldSpec;
  readonly value: string;
  readonly problem: Problem | undefined;
  readonly onValue: (name: string, value: string) => void;
}

const INPUT_TYPES = {
  number: 'text',
  date: 'date',
  datetime: 'datetime-local',
  url: 'url',
  tel: 'tel',
  email: 'email',
  password: 'password',
} as const;

/** One labelled field of a pin form (input, textarea or select) with its hint and its problem. */
export function FormField({ field, value, problem, onValue }: FormFieldProps) {
  const { t } = useText();
  const control = (aria: FieldControlProps): ReactNode => {
    const common = {
      ...aria,
      name: field.name,
      className: 'field__input',
      value,
      required: field.required,
    };
    if (field.kind === 'select') {
      return (
        <select {...common} onChange={(event) => onValue(field.name, event.target.value)}>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {field.optionLabel ? t(field.optionLabel(option)) : option}
            </option>
          ))}
        </select>
      );
    }
    if (field.kind === 'textarea' || field.kind === 'lines') {
      return (
        <textarea
          {...common}
          rows={field.kind === 'lines' ? 2 : 4}
          onChange={(event) => onValue(field.name, event.target.value)}
        />
      );
    }
    const type =
      field.kind === 'text' ? 'text' : INPUT_TYPES[field.kind as keyof typeof INPUT_TYPES];
    const { maxLength: _length, step: _step, min: _min, max: _max, ...input } = field.input ?? {};
    return (
      <input
        {...input}
        {...common}
        type={type}
        inputMode={field.kind === 'number' ? 'decimal' : undefined}
        onChange={(event) => onValue(field.name, event.target.value)}
      />
    );
  };
  return (
    <Field
      modifier={`field--${field.kind}`}
      label={
        <>
          {t(field.label)}
          {field.required ? <span className="field__required"> ({t('form.required')})</span> : null}
        </>
      }
      hint={field.hint ? t(field.hint) : undefined}
      problem={problem ? problemText(t, problem) : null}
      control={control}
    />
  );
}
