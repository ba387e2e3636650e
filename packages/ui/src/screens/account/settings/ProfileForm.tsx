import type { components } from '@agency/contracts';
import {
  DEFAULT_PHONE_REGION,
  email,
  formatPhone,
  maxLength,
  normalizePhone,
  phone,
} from '@agency/core/forms';
import { checkFields } from '../../../components/forms/check-fields';
import { FormFields } from '../../../components/forms/FormFields';
import { type FormValues, fixedOptions } from '../../../components/forms/field-description';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { PostForm } from '../../../components/PostForm';
import { usePostedForm } from '../../../provider/posted-form';
import type { FieldSpec } from '../pins/kind-spec';
import { type Problem, payloadField, serverFieldProblems } from '../problems';
import { useAccountCall } from '../use-account-call';
import { useAccountFieldArea } from '../use-account-field-area';
import { useText } from '../use-text';

/** The account settings the profile form edits: of the contract's AccountSettings (as the page load answers them). */
export type AccountSettings = Readonly<
  Pick<
    components['schemas']['AccountSettings'],
    | 'name'
    | 'email'
    | 'phone'
    | 'lang'
    | 'emailConfirmed'
    | 'pendingEmail'
    | 'pendingPhone'
    | 'reviewEmails'
  >
>;

const LANGS = ['ru', 'en', 'ua'] as const;

// Review e-mails as a choice of two (a select posts its value without JavaScript, where an unticked box posts nothing).
const REVIEW_EMAILS = ['off', 'on'] as const;

// The contract's PreferredLang: the account's languages.
const isPreferredLang = (value: string | undefined): value is (typeof LANGS)[number] =>
  (LANGS as readonly (string | undefined)[]).includes(value);

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
      rules: [maxLength(200)],
      input: { autoComplete: 'name' },
    },
    // An account made by phone may have no e-mail; once it has one, it cannot be removed.
    {
      name: 'email',
      label: 'settings.email',
      kind: 'email',
      required: hasEmail,
      rules: [email],
      input: { autoComplete: 'email' },
    },
    {
      name: 'phone',
      label: 'settings.phone',
      kind: 'tel',
      rules: [phone],
      input: { autoComplete: 'tel' },
    },
    {
      name: 'preferredLang',
      label: 'settings.lang',
      kind: 'select',
      required: true,
      options: fixedOptions(LANGS, (value) => `lang.${value as (typeof LANGS)[number]}` as const),
    },
    {
      name: 'reviewEmails',
      label: 'settings.reviewEmails',
      kind: 'select',
      required: true,
      hint: 'settings.reviewEmailsHint',
      options: fixedOptions(
        REVIEW_EMAILS,
        (value) => `settings.reviewEmails.${value as (typeof REVIEW_EMAILS)[number]}` as const,
      ),
    },
  ];
}

// Whether the values change the e-mail or the phone (then the current password is asked for).
function changesContact(settings: AccountSettings, values: FormValues<string>): boolean {
  const email = (values.email ?? '').trim();
  const phone = (values.phone ?? '').trim();
  // The number is shown formatted and stored in E.164: the same number written another way is no change.
  const e164 = phone === '' ? '' : (normalizePhone(phone, DEFAULT_PHONE_REGION) ?? phone);
  return (
    (email !== '' && email.toLowerCase() !== (settings.email ?? '').toLowerCase()) ||
    e164 !== (settings.phone ?? '')
  );
}

// The form's fields for the values: the current password is required once they change the contact.
const specsOf = (settings: AccountSettings, values: FormValues<string>): readonly FieldSpec[] => [
  ...fields(settings.email !== null),
  currentPassword(changesContact(settings, values)),
];

/**
 * Name, e-mail, phone, preferred language and review e-mails: checked on the client, saved with
 * Account/updateSettings (the preferred language as `preferredLang`; the call's `lang` is the page's).
 */
export function ProfileForm({
  settings,
  onSaved,
}: {
  readonly settings: AccountSettings;
  readonly onSaved: (settings: unknown) => void;
}) {
  const { t } = useText();
  const area = useAccountFieldArea();
  const call = useAccountCall();
  // Posted without JavaScript and refused: the values sent (not the password) and their problems.
  const posted = usePostedForm('updateSettings');
  const form = useRecordForm<FormValues<string>, Problem, never, unknown>({
    initial: () => {
      const lang = posted?.values.preferredLang ?? settings.lang;
      return {
        name: posted?.values.name ?? settings.name,
        email: posted?.values.email ?? settings.email ?? '',
        phone: posted?.values.phone ?? formatPhone(settings.phone ?? '', 'international'),
        preferredLang: (LANGS as readonly string[]).includes(lang) ? lang : 'en',
        reviewEmails: posted?.values.reviewEmails ?? (settings.reviewEmails ? 'on' : 'off'),
        currentPassword: '',
      };
    },
    refused: () =>
      posted?.error
        ? { fields: serverFieldProblems(posted.error, payloadField), form: null }
        : null,
    check: (values) => checkFields(specsOf(settings, values), values),
    invalid: null,
    send: async (values) => {
      const email = (values.email ?? '').trim();
      const phone = (values.phone ?? '').trim();
      const chosen = values.preferredLang;
      const outcome = await call(
        'Account/updateSettings',
        {
          name: (values.name ?? '').trim(),
          ...(email === '' ? {} : { email }),
          phone: phone === '' ? null : phone,
          ...(isPreferredLang(chosen) ? { preferredLang: chosen } : {}),
          reviewEmails: values.reviewEmails === 'on',
          ...(changesContact(settings, values)
            ? { currentPassword: values.currentPassword ?? '' }
            : {}),
        },
        { quietFields: true },
      );
      if (outcome.ok) return { saved: outcome.data.settings };
      // Other refusals were notified by the call; field errors go beside their fields.
      return { fields: serverFieldProblems(outcome.error, payloadField), form: null };
    },
    savedText: t('settings.saved'),
    afterSave: (values) => ({ ...values, currentPassword: '' }),
    onSaved,
    // One form of the settings page among others: the keyboard stays where the person left it.
    focus: false,
  });
  const { values, problems, pending } = form;
  return (
    <PostForm
      formName="updateSettings"
      className="settings-form"
      noValidate
      onSubmit={form.submit}
      aria-label={t('settings.profile')}
    >
      <h2>{t('settings.profile')}</h2>
      <FormFields
        area={area}
        fields={specsOf(settings, values)}
        values={values}
        problems={problems}
        onValue={form.setValue}
      />
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
