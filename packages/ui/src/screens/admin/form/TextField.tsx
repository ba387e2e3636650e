import { RecordField } from '../../../components/forms/RecordField';
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
  return (
    <RecordField
      kind={type}
      label={label}
      hint={hint}
      problem={problem === null ? null : <ProblemText problem={problem} />}
      value={value}
      onValue={onValue}
      attributes={{ autoComplete }}
    />
  );
}
