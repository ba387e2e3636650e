import { type ReactNode, useId } from 'react';
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
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const describedBy =
    [field.hint ? hintId : null, problem ? messageId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    className: 'field__input',
    value,
    required: field.required,
    'aria-invalid': problem !== undefined,
    'aria-describedby': describedBy,
  };
  let control: ReactNode;
  if (field.kind === 'select') {
    control = (
      <select {...common} onChange={(event) => onValue(field.name, event.target.value)}>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {field.optionLabel ? t(field.optionLabel(option)) : option}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'textarea' || field.kind === 'lines') {
    control = (
      <textarea
        {...common}
        rows={field.kind === 'lines' ? 2 : 4}
        onChange={(event) => onValue(field.name, event.target.value)}
      />
    );
  } else {
    const type =
      field.kind === 'text' ? 'text' : INPUT_TYPES[field.kind as keyof typeof INPUT_TYPES];
    const { maxLength: _length, step: _step, min: _min, max: _max, ...input } = field.input ?? {};
    control = (
      <input
        {...input}
        {...common}
        type={type}
        inputMode={field.kind === 'number' ? 'decimal' : undefined}
        onChange={(event) => onValue(field.name, event.target.value)}
      />
    );
  }
  return (
    <div className={`field field--${field.kind}`}>
      <label className="field__label" htmlFor={id}>
        {t(field.label)}
        {field.required ? <span className="field__required"> ({t('form.required')})</span> : null}
      </label>
      {control}
      {field.hint ? (
        <p id={hintId} className="field__hint">
          {t(field.hint)}
        </p>
      ) : null}
      {problem ? (
        <p id={messageId} className="field__message">
          {problemText(t, problem)}
        </p>
      ) : null}
    </div>
  );
}
