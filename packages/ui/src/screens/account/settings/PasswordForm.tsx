import { PASSWORD_MIN_LENGTH } from '@agency/core/forms';
import { type FormEvent, useState } from 'react';
import { PostForm } from '../../../components/PostForm';
import { useDispatch } from '../../../provider/hooks';
import { usePostedForm } from '../../../provider/posted-form';
import { FormField } from '../pins/FormField';
import type { FieldSpec, FormValues } from '../pins/kind-spec';
import { type FieldProblems, type Problem, payloadField, serverFieldProblems } from '../problems';
import { hasFieldErrors, useAccountCall } from '../use-account-call';
import { useText } from '../use-text';

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'currentPassword',
    label: 'settings.currentPassword',
    kind: 'password',
    required: true,
    input: { autoComplete: 'current-password' },
  },
  {
    name: 'newPassword',
    label: 'settings.newPassword',
    kind: 'password',
    required: true,
    input: { autoComplete: 'new-password' },
  },
  {
    name: 'repeatPassword',
    label: 'settings.repeatPassword',
    kind: 'password',
    required: true,
    input: { autoComplete: 'new-password' },
  },
];

const EMPTY: FormValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** The problems of a password change: all three filled, the new one long enough and repeated. */
export function passwordProblems(values: FormValues): FieldProblems {
  const found: Record<string, Problem> = {};
  for (const field of FIELDS)
    if ((values[field.name] ?? '') === '') found[field.name] = { code: 'required' };
  const next = values.newPassword ?? '';
  if (next !== '' && next.length < PASSWORD_MIN_LENGTH)
    found.newPassword = { code: 'minLength', min: PASSWORD_MIN_LENGTH };
  if (!('repeatPassword' in found) && values.repeatPassword !== next)
    found.repeatPassword = { code: 'passwordMatch' };
  return found;
}

/** Changes the password with Account/changePassword; a wrong current password shows beside its field. */
export function PasswordForm() {
  const { t } = useText();
  const dispatch = useDispatch();
  const call = useAccountCall();
  const [values, setValues] = useState<FormValues>(EMPTY);
  // Posted without JavaScript and refused: no password comes back, only the problems.
  const posted = usePostedForm('changePassword');
  const [problems, setProblems] = useState<FieldProblems>(() =>
    posted?.error ? serverFieldProblems(posted.error, payloadField) : {},
  );
  const [pending, setPending] = useState(false);
  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems(({ [name]: _cleared, ...rest }) => rest);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const outcome = await call(
      'Account/changePassword',
      { currentPassword: values.currentPassword ?? '', newPassword: values.newPassword ?? '' },
      { quietFields: true },
    );
    setPending(false);
    if (outcome.ok) {
      setValues(EMPTY);
      dispatch({
        type: 'notification/opened',
        notification: { type: 'other', text: t('settings.passwordChanged') },
      });
    } else if (hasFieldErrors(outcome.error)) {
      setProblems(serverFieldProblems(outcome.error, payloadField));
    }
  };
  return (
    <PostForm
      formName="changePassword"
      className="settings-form"
      noValidate
      onSubmit={submit}
      aria-label={t('settings.password')}
    >
      <h2>{t('settings.password')}</h2>
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          problem={problems[field.name]}
          onValue={setValue}
        />
      ))}
      <button
        type="submit"
        className="button button--primary"
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? t('form.saving') : t('settings.changePassword')}
      </button>
    </PostForm>
  );
}
