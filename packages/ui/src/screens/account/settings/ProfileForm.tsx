import type { components } from '@agency/contracts';
import { isLanguage } from '@agency/core';
import { type FormEvent, useState } from 'react';
import { PostForm } from '../../../components/PostForm';
import { useDispatch } from '../../../provider/hooks';
import { usePostedForm } from '../../../provider/posted-form';
import { checkFields } from '../pins/check-fields';
import { FormField } from '../pins/FormField';
import type { FieldSpec, FormValues } from '../pins/kind-spec';
import { type FieldProblems, payloadField, serverFieldProblems } from '../problems';
import { hasFieldErrors, useAccountCall } from '../use-account-call';
import { useText } from '../use-text';

/** The account settings the profile form edits: of the contract's AccountSettings (as the page load answers them). */
export type AccountSettings = Readonly<
  Pick<
    components['schemas']['AccountSettings'],
    'name' | 'email' | 'phone' | 'lang' | 'emailConfirmed' | 'pendingEmail'
  >
>;

const LANGS = ['ru', 'en', 'ua'] as const;

// Always in the form (it works without JavaScript too); required once the e-mail or phone differs.
const currentPassword = (required: boolean): FieldSpec => ({
  name: 'currentPassword',
  label: 'settings.currentPassword',
  kind: 'password',
  required,
  input: { autoComplete: 'current-password' },
});

function fields(hasEmail: boolean): readonly FieldSpec[] {
  return [
    {
      name: 'name',
      label: 'settings.name',
      kind: 'text',
      required: true,
      input: { maxLength: 200, autoComplete: 'name' },
    },
    // An account made by phone may have no e-mail; once it has one, it cannot be removed.
    {
      name: 'email',
      label: 'settings.email',
      kind: 'email',
      required: hasEmail,
      input: { autoComplete: 'email' },
    },
    { name: 'phone', label: 'settings.phone', kind: 'tel', input: { autoComplete: 'tel' } },
    {
      name: 'lang',
      label: 'settings.lang',
      kind: 'select',
      required: true,
      options: LANGS,
      optionLabel: (value) => `lang.${value as (typeof LANGS)[number]}`,
    },
  ];
}

/**
 * Name, e-mail, phone and preferred language: checked on the client, saved with
 * Account/updateSettings (the preferred language travels as the call's `lang`).
 */
export function ProfileForm({
  settings,
  onSaved,
}: {
  readonly settings: AccountSettings;
  readonly onSaved: (settings: unknown) => void;
}) {
  const { t } = useText();
  const dispatch = useDispatch();
  const call = useAccountCall();
  // Posted without JavaScript and refused: the values sent (not the password) and their problems.
  const posted = usePostedForm('updateSettings');
  const lang = posted?.values.lang ?? settings.lang;
  const [values, setValues] = useState<FormValues>({
    name: posted?.values.name ?? settings.name,
    email: posted?.values.email ?? settings.email ?? '',
    phone: posted?.values.phone ?? settings.phone ?? '',
    lang: (LANGS as readonly string[]).includes(lang) ? lang : 'en',
    currentPassword: '',
  });
  const email = (values.email ?? '').trim();
  const phone = (values.phone ?? '').trim();
  const sensitive =
    (email !== '' && email.toLowerCase() !== (settings.email ?? '').toLowerCase()) ||
    phone !== (settings.phone ?? '');
  const specs = [...fields(settings.email !== null), currentPassword(sensitive)];
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
    const found = checkFields(specs, values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const chosenLang = values.lang;
    const outcome = await call(
      'Account/updateSettings',
      {
        name: (values.name ?? '').trim(),
        ...(email === '' ? {} : { email }),
        phone: phone === '' ? null : phone,
        ...(isLanguage(chosenLang) ? { lang: chosenLang } : {}),
        ...(sensitive ? { currentPassword: values.currentPassword ?? '' } : {}),
      },
      { quietFields: true },
    );
    setPending(false);
    if (outcome.ok) {
      dispatch({
        type: 'notification/opened',
        notification: { type: 'other', text: t('settings.saved') },
      });
      setValues((current) => ({ ...current, currentPassword: '' }));
      onSaved(outcome.data.settings);
    } else if (hasFieldErrors(outcome.error)) {
      setProblems(serverFieldProblems(outcome.error, payloadField));
    }
  };
  return (
    <PostForm
      formName="updateSettings"
      className="settings-form"
      noValidate
      onSubmit={submit}
      aria-label={t('settings.profile')}
    >
      <h2>{t('settings.profile')}</h2>
      {specs.map((field) => (
        <FormField
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          problem={problems[field.name]}
          onValue={setValue}
        />
      ))}
      <p className="field__hint">{t('settings.currentPasswordHint')}</p>
      {settings.pendingEmail ? (
        <p className="field__hint" role="status">
          {t('settings.emailPending', {
            email: settings.pendingEmail,
            current: settings.email ?? '',
          })}
        </p>
      ) : null}
      {settings.email !== null && !settings.emailConfirmed && !settings.pendingEmail ? (
        <p className="field__hint">{t('settings.emailUnconfirmed')}</p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? t('form.saving') : t('settings.save')}
      </button>
    </PostForm>
  );
}
