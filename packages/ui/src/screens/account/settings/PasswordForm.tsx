import { PASSWORD_MIN_LENGTH } from '@agency/core/forms';
import { FormFields } from '../../../components/forms/FormFields';
import type { FormValues } from '../../../components/forms/field-description';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { PostForm } from '../../../components/PostForm';
import { usePostedForm } from '../../../provider/posted-form';
import type { FieldSpec } from '../pins/kind-spec';
import { type FieldProblems, type Problem, payloadField, serverFieldProblems } from '../problems';
import { useAccountCall } from '../use-account-call';
import { useAccountFieldArea } from '../use-account-field-area';
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

const EMPTY: FormValues<string> = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** The problems of a password change: all three filled, the new one long enough and repeated. */
export function passwordProblems(values: FormValues<string>): FieldProblems {
  const found: Record<string, Problem> = {};
  for (const field of FIELDS)
    if ((values[field.name] ?? '') === '') found[field.name] = { code: 'required' };
  const next = values.newPassword ?? '';
  if (next !== '' && next.length < PASSWORD_MIN_LENGTH)
    found.newPassword = { code: 'minLength', min: PASSWORD_MIN_LENGTH };
  if (!('repeatPassword' in found) && values.repeatPassword !== next)
    found.repeatPassword = { key: 'problem.passwordMatch' };
  return found;
}

/** Changes the password with Account/changePassword; a wrong current password shows beside its field. */
export function PasswordForm() {
  const { t } = useText();
  const area = useAccountFieldArea();
  const call = useAccountCall();
  // Posted without JavaScript and refused: no password comes back, only the problems.
  const posted = usePostedForm('changePassword');
  const form = useRecordForm<FormValues<string>, Problem, never>({
    initial: () => EMPTY,
    refused: () =>
      posted?.error
        ? { fields: serverFieldProblems(posted.error, payloadField), form: null }
        : null,
    check: passwordProblems,
    invalid: null,
    send: async (values) => {
      const outcome = await call(
        'Account/changePassword',
        { currentPassword: values.currentPassword ?? '', newPassword: values.newPassword ?? '' },
        { quietFields: true },
      );
      if (outcome.ok) return { saved: undefined };
      // Other refusals were notified by the call; field errors go beside their fields.
      return { fields: serverFieldProblems(outcome.error, payloadField), form: null };
    },
    savedText: t('settings.passwordChanged'),
    afterSave: () => EMPTY,
    // One form of the settings page among others: the keyboard stays where the person left it.
    focus: false,
  });
  const { values, problems, pending } = form;
  return (
    <PostForm
      formName="changePassword"
      className="settings-form"
      noValidate
      onSubmit={form.submit}
      aria-label={t('settings.password')}
    >
      <h2>{t('settings.password')}</h2>
      <FormFields
        area={area}
        fields={FIELDS}
        values={values}
        problems={problems}
        onValue={form.setValue}
      />
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
