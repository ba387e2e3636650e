import { useId } from 'react';
import type { FieldProblem } from '../resources/resource';
import { ProblemText } from './ProblemText';

/** Props of `TextField`: a labelled single-line input with an optional hint and problem. */
export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly problem: FieldProblem | null;
  readonly type?: 'text' | 'email' | 'password';
  readonly autoComplete?: string;
  readonly hint?: string;
}

/** A form field of the login and account screens; its problem is linked by aria-describedby. */
export function TextField({
  label,
  value,
  onValue,
  problem,
  type = 'text',
  autoComplete,
  hint,
}: TextFieldProps) {
  const id = useId();
  const described = [
    hint === undefined ? null : `${id}-hint`,
    problem === null ? null : `${id}-problem`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="admin-field">
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="admin-field__input"
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={described === '' ? undefined : described}
      />
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {problem === null ? null : (
        <p id={`${id}-problem`} className="admin-field__problem">
          <ProblemText problem={problem} />
        </p>
      )}
    </div>
  );
}
