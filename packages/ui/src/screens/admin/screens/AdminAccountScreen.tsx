import type { components } from '@agency/contracts';
import { routePath } from '@agency/core';
import { adminCan, currentPasswordProblem } from '@agency/core/admin';
import { email, maxLength, minLength, PASSWORD_MIN_LENGTH } from '@agency/core/forms';
import { useCallback, useId, useState } from 'react';
import { checkFields } from '../../../components/forms/check-fields';
import { FormFields } from '../../../components/forms/FormFields';
import { fixedOptions } from '../../../components/forms/field-description';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { PostForm } from '../../../components/PostForm';
import { useLoad } from '../../../components/use-load';
import { useApi, useNavigate } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import { ProblemText } from '../form/ProblemText';
import { type FormProblem, serverProblems } from '../form/server-problems';
import { useAdminFieldArea } from '../form/use-admin-field-area';
import { useAdminText } from '../i18n/admin-intl';
import { AdminLayout } from '../layout/AdminLayout';
import { ListError, ListLoading } from '../list/ListStatus';
import type { FieldProblem, FieldProblems, ResourceField } from '../resources/resource';
import { useAdminActions, useAdminPage } from '../use-admin-page';

/** The admin's own settings. */
export type AdminSettings = components['schemas']['AdminSettings'];

function asSettings(value: unknown): AdminSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const settings = value as Record<string, unknown>;
  return typeof settings.name === 'string' &&
    typeof settings.email === 'string' &&
    typeof settings.lang === 'string'
    ? (settings as unknown as AdminSettings)
    : null;
}

// The admin's settings as fields of the back office's forms; the passwords are typed, never filled in.
const ACCOUNT_FIELDS: readonly ResourceField[] = [
  {
    name: 'name',
    label: 'field.name',
    kind: 'text',
    required: true,
    rules: [maxLength(200)],
    input: { autoComplete: 'name' },
  },
  {
    name: 'email',
    label: 'field.email',
    kind: 'email',
    required: true,
    rules: [email],
    input: { autoComplete: 'email' },
  },
  {
    name: 'lang',
    label: 'field.lang',
    kind: 'select',
    options: fixedOptions(
      ['ru', 'en', 'ua'],
      (lang) => `lang.${lang as 'ru' | 'en' | 'ua'}` as const,
    ),
  },
  {
    name: 'newPassword',
    label: 'account.newPassword',
    kind: 'password',
    hint: 'account.newPasswordHint',
    rules: [minLength(PASSWORD_MIN_LENGTH), maxLength(200)],
    input: { autoComplete: 'new-password' },
  },
  {
    name: 'currentPassword',
    label: 'account.currentPassword',
    kind: 'password',
    hint: 'account.currentPasswordHint',
    input: { autoComplete: 'current-password' },
  },
];

/** /admin/settings/account: the admin's name, e-mail, language and password (AdminAccount). */
export function AdminAccountScreen() {
  const { t } = useAdminText();
  const api = useApi();
  const page = useAdminPage();
  const fromPage = page?.route === 'admin-settings-account' ? asSettings(page.settings) : null;
  const load = useCallback(
    () =>
      api.call('AdminAccount/settings', {}).then(({ data }) => {
        const settings = asSettings(data.settings);
        if (settings === null) throw new Error('AdminAccount/settings answered without settings');
        return settings;
      }),
    [api],
  );
  const { state, retry } = useLoad(fromPage === null ? load : null);
  const settings = fromPage === null ? state : ({ status: 'ready', value: fromPage } as const);
  return (
    <AdminLayout title={t('account.title')}>
      <p className="admin-lead">{t('account.lead')}</p>
      {settings.status === 'loading' ? <ListLoading /> : null}
      {settings.status === 'error' ? <ListError onRetry={retry} /> : null}
      {settings.status === 'ready' ? <AccountForm saved={settings.value} /> : null}
    </AdminLayout>
  );
}

// The admin's values; the passwords start empty and are emptied again after a save.
type AccountValues = {
  readonly name: string;
  readonly email: string;
  // The back office speaks ru, en and ua; a Spanish setting is shown as English.
  readonly lang: Exclude<AdminSettings['lang'], 'es'>;
  readonly newPassword: string;
  readonly currentPassword: string;
};

// The client's rules of the admin's settings: each field's, and the current password asked for
// once the e-mail or the password changes (`savedEmail`).
function checkAccount(values: AccountValues, savedEmail: string): FieldProblems {
  const current = currentPasswordProblem({ ...values, savedEmail });
  return {
    ...checkFields(ACCOUNT_FIELDS, values),
    ...(current === null ? {} : { currentPassword: current }),
  };
}

function AccountForm({ saved }: { readonly saved: AdminSettings }) {
  const { t } = useAdminText();
  const api = useApi();
  const navigate = useNavigate();
  const lang = useLang();
  const headingId = useId();
  const editable = adminCan(useAdminActions(), 'AdminAccount', 'update');
  const area = useAdminFieldArea();
  const [current, setCurrent] = useState(saved);
  const form = useRecordForm<AccountValues, FieldProblem, FormProblem, AdminSettings>({
    initial: () => ({
      name: saved.name,
      email: saved.email,
      lang: saved.lang === 'es' ? 'en' : saved.lang,
      newPassword: '',
      currentPassword: '',
    }),
    check: (values) => checkAccount(values, current.email),
    invalid: { key: 'form.failed' },
    send: async (values) => {
      const emailChanged = values.email.trim() !== current.email;
      try {
        const { data } = await api.call(
          'AdminAccount/update',
          {
            name: values.name.trim(),
            // The call's `lang` is the page's; the admin's choice travels on its own.
            preferredLang: values.lang,
            ...(emailChanged ? { email: values.email.trim() } : {}),
            ...(values.newPassword === '' ? {} : { newPassword: values.newPassword }),
            ...(values.currentPassword === '' ? {} : { currentPassword: values.currentPassword }),
          },
          { fieldsInline: true },
        );
        return {
          saved: asSettings(data.settings) ?? {
            ...current,
            name: values.name.trim(),
            lang: values.lang,
          },
        };
      } catch (error) {
        return serverProblems(
          error,
          ACCOUNT_FIELDS.map((field) => field.name),
        );
      }
    },
    savedText: t('account.saved'),
    afterSave: (values) => ({ ...values, newPassword: '', currentPassword: '' }),
    onSaved: (next) => {
      setCurrent(next);
      // The back office follows the language the admin chose.
      if (next.lang !== lang && next.lang !== 'es')
        navigate(routePath('admin-settings-account', next.lang));
    },
    focus: false,
  });
  const { values, problems, formProblem, pending } = form;

  return (
    <section className="admin-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('account.title')}
      </h2>
      <PostForm noValidate onSubmit={form.submit}>
        <fieldset disabled={!editable} className="admin-form__plain">
          <FormFields
            area={area}
            fields={ACCOUNT_FIELDS}
            values={values}
            problems={problems}
            onValue={form.setValue}
          />
        </fieldset>
        {formProblem === null ? null : (
          <p className="admin-form__problem" role="alert">
            <ProblemText problem={formProblem} />
          </p>
        )}
        {editable ? (
          <div className="admin-form__actions">
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? t('form.saving') : t('form.save')}
            </button>
          </div>
        ) : null}
      </PostForm>
    </section>
  );
}
