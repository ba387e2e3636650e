import { checkOneTimeCode, formatPhone } from '@agency/core/forms';
import { FormField } from '../../../components/forms/FormField';
import type { FormValues } from '../../../components/forms/field-description';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { PostForm } from '../../../components/PostForm';
import { usePostedForm } from '../../../provider/posted-form';
import type { FieldSpec } from '../pins/kind-spec';
import { type Problem, payloadField, serverFieldProblems } from '../problems';
import { useAccountCall } from '../use-account-call';
import { useAccountFieldArea } from '../use-account-field-area';
import { useText } from '../use-text';

const CODE: FieldSpec = {
  name: 'code',
  label: 'settings.phoneCode',
  kind: 'text',
  required: true,
  input: { autoComplete: 'one-time-code', inputMode: 'numeric' },
};

/** The code of a new phone number: entered, it makes the pending number the account's (Account/confirmPhone). */
export function PhoneCodeForm({
  phone,
  onSaved,
}: {
  readonly phone: string;
  readonly onSaved: (settings: unknown) => void;
}) {
  const { t } = useText();
  const area = useAccountFieldArea();
  const call = useAccountCall();
  const posted = usePostedForm('confirmPhone');
  const form = useRecordForm<FormValues<string>, Problem, never, unknown>({
    initial: () => ({ code: '' }),
    refused: () =>
      posted?.error
        ? { fields: serverFieldProblems(posted.error, payloadField), form: null }
        : null,
    check: (values): Readonly<Record<string, Problem>> => {
      const problem = checkOneTimeCode(values.code ?? '');
      return problem === null ? {} : { code: problem };
    },
    invalid: null,
    send: async (values) => {
      const outcome = await call(
        'Account/confirmPhone',
        { code: (values.code ?? '').trim() },
        { quietFields: true },
      );
      if (outcome.ok) return { saved: outcome.data.settings };
      return { fields: serverFieldProblems(outcome.error, payloadField), form: null };
    },
    savedText: t('settings.phoneConfirmed'),
    afterSave: () => ({ code: '' }),
    onSaved,
    focus: false,
  });
  return (
    <PostForm
      formName="confirmPhone"
      className="settings-form"
      noValidate
      onSubmit={form.submit}
      aria-label={t('settings.phoneCodeTitle')}
    >
      <h2>{t('settings.phoneCodeTitle')}</h2>
      <p className="field__hint" role="status">
        {t('settings.phonePending', { phone: formatPhone(phone, 'international') })}
      </p>
      <FormField
        area={area}
        field={CODE}
        value={form.values.code ?? ''}
        problem={form.problems.code}
        onValue={form.setValue}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={form.pending}
        aria-busy={form.pending}
      >
        {form.pending ? t('form.saving') : t('settings.phoneConfirm')}
      </button>
    </PostForm>
  );
}
