import { type Choice, type ControlKind, RecordField } from '../../../components/forms/RecordField';
import { useAdminText } from '../i18n/admin-intl';
import type { FieldKind, FieldProblem, ResourceField } from '../resources/resource';
import { ProblemText } from './ProblemText';

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

const CONTROLS: Readonly<Record<FieldKind, ControlKind>> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
  password: 'password',
  textarea: 'textarea',
  number: 'count',
  select: 'select',
  multiselect: 'multiselect',
};

// Page content gets room; a typed value is never filled in by the browser (a password least of all).
function attributesOf(kind: ControlKind, name: string) {
  if (kind === 'textarea') return { rows: name.endsWith('content') ? 8 : 3 };
  if (kind === 'select' || kind === 'multiselect') return {};
  return { autoComplete: kind === 'password' ? 'new-password' : 'off' };
}

/** One labelled field of a back-office form in the back office's words. */
export function FormField({ field, value, onValue, choices, problem, hint }: FormFieldProps) {
  const { t } = useAdminText();
  // A select whose records failed to load edits its value as text.
  const kind = field.kind === 'select' && choices === null ? 'text' : CONTROLS[field.kind];
  return (
    <RecordField
      kind={kind}
      label={t(field.label)}
      hint={hint}
      problem={problem === null ? null : <ProblemText problem={problem} />}
      value={value}
      onValue={onValue}
      onChoices={onValue}
      {...(choices === null ? {} : { choices })}
      choiceTexts={{ choose: t('form.choose'), loading: t('list.loading') }}
      attributes={attributesOf(kind, field.name)}
    />
  );
}
