import { type ReactNode, useId } from 'react';
import { Field, type FieldControlProps } from '../../../components/lists/Field';
import { useAdminText } from '../i18n/admin-intl';
import type { FieldProblem, ResourceField } from '../resources/resource';
import { ProblemText } from './ProblemText';

/** A choice of a select or multi-choice field. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** Props of `FormField`: the field, its value, its choices, and the problem shown beside it. */
export interface FormFieldProps {
  readonly field: ResourceField;
  readonly value: string | readonly string[];
  readonly onValue: (value: string | readonly string[]) => void;
  /** Choices of select fields; 'loading' while they load; null to edit the value as text. */
  readonly choices: readonly Choice[] | 'loading' | null;
  readonly problem: FieldProblem | null;
  readonly hint?: string;
}

const INPUT_TYPES = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
  password: 'password',
  number: 'number',
} as const;

/** One labelled form control with its hint and its problem, linked by aria-describedby. */
export function FormField({ field, value, onValue, choices, problem, hint }: FormFieldProps) {
  const { t } = useAdminText();
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  const label = t(field.label);
  const shown = problem === null ? null : <ProblemText problem={problem} />;

  if (field.kind === 'multiselect') {
    const hintId = `${id}-hint`;
    const problemId = `${id}-problem`;
    const describedBy =
      [hint === undefined ? null : hintId, problem === null ? null : problemId]
        .filter(Boolean)
        .join(' ') || undefined;
    const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
    const list = Array.isArray(choices)
      ? choices
      : chosen.map((item) => ({ value: item, label: item }));
    return (
      <fieldset className="field field--choices" aria-describedby={describedBy}>
        <legend className="field__label">{label}</legend>
        {choices === 'loading' ? <p role="status">{t('list.loading')}</p> : null}
        <div className="field__checks">
          {list.map((choice) => (
            <label key={choice.value} className="field__check">
              <input
                type="checkbox"
                checked={chosen.includes(choice.value)}
                onChange={(event) =>
                  onValue(
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
        {hint === undefined ? null : (
          <p id={hintId} className="field__hint">
            {hint}
          </p>
        )}
        {shown === null ? null : (
          <p id={problemId} className="field__message">
            {shown}
          </p>
        )}
      </fieldset>
    );
  }

  const kind = field.kind;
  const control = (aria: FieldControlProps): ReactNode => {
    if (kind === 'textarea') {
      return (
        <textarea
          {...aria}
          className="field__input"
          rows={field.name.endsWith('content') ? 8 : 3}
          value={text}
          onChange={(event) => onValue(event.target.value)}
        />
      );
    }
    if (kind === 'select' && choices !== null) {
      const list = choices === 'loading' ? [] : choices;
      // Keep a saved value that is not (or no longer) among the choices visible and selected.
      const known = list.some((choice) => choice.value === text);
      return (
        <select
          {...aria}
          className="field__input"
          value={text}
          onChange={(event) => onValue(event.target.value)}
          aria-busy={choices === 'loading'}
        >
          <option value="">{choices === 'loading' ? t('list.loading') : t('form.choose')}</option>
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
        {...aria}
        className="field__input"
        type={kind === 'select' ? 'text' : INPUT_TYPES[kind]}
        autoComplete={kind === 'password' ? 'new-password' : 'off'}
        {...(kind === 'number' ? { min: 0, step: 1, inputMode: 'numeric' as const } : {})}
        value={text}
        onChange={(event) => onValue(event.target.value)}
      />
    );
  };
  return <Field label={label} hint={hint} problem={shown} control={control} />;
}
