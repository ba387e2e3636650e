import { type ReactNode, useId } from 'react';

/** What a field's control carries: its id (the label's target) and the links to its hint and problem. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

/** Props of `Field`: the label, the hint and problem texts, and the control drawn with `control`. */
export interface FieldProps {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  /** The problem shown beside the field, already worded; null or undefined when there is none. */
  readonly problem?: ReactNode;
  /** A modifier class beside `field` (e.g. `field--textarea`). */
  readonly modifier?: string;
  /** A group of controls (checkboxes): a fieldset whose legend is the label and which the hint and problem describe. */
  readonly group?: boolean;
  readonly control: (props: FieldControlProps) => ReactNode;
}

/**
 * The one labelled field of the account's and the back office's forms: label, control, hint and
 * problem, the last two linked to the control by aria-describedby.
 */
export function Field({ label, hint, problem, modifier, group, control }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const hasProblem = problem !== undefined && problem !== null;
  const describedBy =
    [hasHint ? hintId : null, hasProblem ? problemId : null].filter(Boolean).join(' ') || undefined;
  const className = modifier === undefined ? 'field' : `field ${modifier}`;
  const texts = (
    <>
      {hasHint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {hasProblem ? (
        <p id={problemId} className="field__message">
          {problem}
        </p>
      ) : null}
    </>
  );
  if (group === true) {
    return (
      <fieldset className={className} aria-describedby={describedBy}>
        <legend className="field__label">{label}</legend>
        {control({ id, 'aria-invalid': hasProblem, 'aria-describedby': undefined })}
        {texts}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {control({ id, 'aria-invalid': hasProblem, 'aria-describedby': describedBy })}
      {texts}
    </div>
  );
}
