import { RecordField } from '../../components/forms/RecordField';
import { useIntl } from '../../provider/hooks';
import { type Problem, problemText } from './problem-text';

/** Props of `Field`: a labelled input of a sign-in form and the problem to show beside it. */
export interface FieldProps {
  readonly label: string;
  /** The name the input posts under (the forms work without JavaScript). */
  readonly name?: string;
  readonly type?: 'text' | 'email' | 'tel' | 'password';
  readonly autoComplete?: string;
  readonly inputMode?: 'tel' | 'numeric';
  readonly maxLength?: number;
  /** Focus on arrival (the one field a step asks for). */
  readonly autoFocus?: boolean;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly problem: Problem | null;
}

/**
 * A sign-in form's field drawn by the one field control (RecordField): label, input, and its
 * validation or server message in the sign-in words, linked by aria-describedby.
 */
export function Field({
  label,
  name,
  type = 'text',
  value,
  onValue,
  problem,
  ...input
}: FieldProps) {
  const intl = useIntl();
  return (
    <RecordField
      kind={type}
      name={name}
      label={label}
      problem={problem === null ? null : problemText(intl, problem)}
      value={value}
      onValue={onValue}
      attributes={input}
    />
  );
}
