import type { components } from '@agency/contracts';
import { routePath } from '@agency/core';
import {
  adminCan,
  checkField,
  currentPasswordProblem,
  email,
  maxLength,
  minLength,
  required,
} from '@agency/core/admin';
import { PASSWORD_MIN_LENGTH } from '@agency/core/forms';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { PostForm } from '../../../components/PostForm';
import { useLoad } from '../../../components/use-load';
import { useApi, useDispatch, useNavigate } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import { FormField } from '../form/FormField';
import { ProblemText } from '../form/ProblemText';
import { type FormProblem, serverProblems } from '../form/server-problems';
import { TextField } from '../form/TextField';
import { useAdminText } from '../i18n/admin-intl';
import { AdminLayout } from '../layout/AdminLayout';
import { ListError, ListLoading } from '../list/ListStatus';
import type { FieldProblem, FieldProblems } from '../resources/resource';
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

const LANG_FIELD = {
  name: 'lang',
  label: 'field.lang',
  kind: 'select',
  options: {
    kind: 'fixed',
    values: [
      { value: 'ru', label: 'lang.ru' },
      { value: 'en', label: 'lang.en' },
      { value: 'ua', label: 'lang.ua' },
    ],
  },
} as const;

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

function AccountForm({ saved }: { readonly saved: AdminSettings }) {
  const { t } = useAdminText();
  const api = useApi();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const lang = useLang();
  const headingId = useId();
  const editable = adminCan(useAdminActions(), 'AdminAccount', 'update');
  const [current, setCurrent] = useState(saved);
  const [values, setValues] = useState({
    name: saved.name,
    email: saved.email,
    lang: saved.lang === 'es' ? 'en' : saved.lang,
    newPassword: '',
    currentPassword: '',
  });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState(false);

  const set = (name: keyof typeof values) => (value: string | readonly string[]) => {
    setValues((old) => ({ ...old, [name]: typeof value === 'string' ? value : '' }));
    setProblems(({ [name]: _cleared, ...rest }) => rest);
  };

  const check = (): FieldProblems => {
    const found: Record<string, FieldProblem> = {};
    const add = (name: string, problem: FieldProblem | null) => {
      if (problem !== null) found[name] = problem;
    };
    add('name', checkField(values.name, [required, maxLength(200)]));
    add('email', checkField(values.email, [required, email]));
    add(
      'newPassword',
      checkField(values.newPassword, [minLength(PASSWORD_MIN_LENGTH), maxLength(200)]),
    );
    add('currentPassword', currentPasswordProblem({ ...values, savedEmail: current.email }));
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    setFormProblem(Object.keys(found).length > 0 ? { key: 'form.failed' } : null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const emailChanged = values.email.trim() !== current.email;
    try {
      const { data } = await api.call('AdminAccount/update', {
        name: values.name.trim(),
        lang: values.lang,
        ...(emailChanged ? { email: values.email.trim() } : {}),
        ...(values.newPassword === '' ? {} : { newPassword: values.newPassword }),
        ...(values.currentPassword === '' ? {} : { currentPassword: values.currentPassword }),
      });
      const next = asSettings(data.settings) ?? {
        ...current,
        name: values.name.trim(),
        lang: values.lang,
      };
      setCurrent(next);
      setValues((old) => ({ ...old, newPassword: '', currentPassword: '' }));
      dispatch({
        type: 'notification/opened',
        notification: { type: 'other', text: t('account.saved') },
      });
      // The back office follows the language the admin chose.
      if (next.lang !== lang && next.lang !== 'es')
        navigate(routePath('admin-settings-account', next.lang));
    } catch (error) {
      const read = serverProblems(error, [
        'name',
        'email',
        'lang',
        'newPassword',
        'currentPassword',
      ]);
      setProblems(read.fields);
      setFormProblem(read.form);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="admin-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('account.title')}
      </h2>
      <PostForm noValidate onSubmit={submit}>
        <fieldset disabled={!editable} className="admin-form__plain">
          <TextField
            label={t('field.name')}
            autoComplete="name"
            value={values.name}
            onValue={set('name')}
            problem={problems.name ?? null}
          />
          <TextField
            label={t('field.email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onValue={set('email')}
            problem={problems.email ?? null}
          />
          <FormField
            field={LANG_FIELD}
            value={values.lang}
            onValue={set('lang')}
            choices={LANG_FIELD.options.values.map((choice) => ({
              value: choice.value,
              label: t(choice.label),
            }))}
            problem={problems.lang ?? null}
          />
          <TextField
            label={t('account.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('account.newPasswordHint')}
            value={values.newPassword}
            onValue={set('newPassword')}
            problem={problems.newPassword ?? null}
          />
          <TextField
            label={t('account.currentPassword')}
            type="password"
            autoComplete="current-password"
            hint={t('account.currentPasswordHint')}
            value={values.currentPassword}
            onValue={set('currentPassword')}
            problem={problems.currentPassword ?? null}
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
