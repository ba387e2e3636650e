import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import { useIntl } from '../../provider/hooks';
import { type Problem, problemText } from './problem-text';

/** Props of `Field`: a labelled input and the problem to show beside it. */
export interface FieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly problem: Problem | null;
}

/** A form field: label, input, and its validation or server message linked by aria-describedby. */
export function Field({ label, value, onValue, problem, ...input }: FieldProps) {
  const intl = useIntl();
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="field__input"
        value={value}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : messageId}
        onChange={(event) => onValue(event.target.value)}
      />
      {problem === null ? null : (
        <p id={messageId} className="field__message">
          {problemText(intl, problem)}
        </p>
      )}
    </div>
  );
}
