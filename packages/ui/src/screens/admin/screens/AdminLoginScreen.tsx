import { htmlLang, isWebError, routePath, SWITCHER_LANGUAGES } from '@agency/core';
import { email, maxLength } from '@agency/core/forms';
import { checkFields } from '../../../components/forms/check-fields';
import { FormFields } from '../../../components/forms/FormFields';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { Link } from '../../../components/Link';
import { PostForm } from '../../../components/PostForm';
import { useAdminSession } from '../../../provider/admin-session';
import { useApi, useNavigate } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import { ProblemText } from '../form/ProblemText';
import { type FormProblem, serverProblems } from '../form/server-problems';
import { useAdminFieldArea } from '../form/use-admin-field-area';
import { useAdminText } from '../i18n/admin-intl';
import { forgetAdminName } from '../layout/use-admin-name';
import type { FieldProblem, ResourceField } from '../resources/resource';

const LOGIN_FIELDS: readonly ResourceField[] = [
  {
    name: 'email',
    label: 'login.email',
    kind: 'email',
    required: true,
    rules: [email],
    input: { autoComplete: 'username' },
  },
  {
    name: 'password',
    label: 'login.password',
    kind: 'password',
    required: true,
    rules: [maxLength(200)],
    input: { autoComplete: 'current-password' },
  },
];

type LoginValues = { readonly email: string; readonly password: string };

/**
 * /admin/login: e-mail and password to Admin/login; the answered admin token goes to the host
 * (which keeps it in the `admin-token` cookie), then the back office's index opens.
 */
export function AdminLoginScreen() {
  const { t } = useAdminText();
  const api = useApi();
  const navigate = useNavigate();
  const lang = useLang();
  const session = useAdminSession();
  const area = useAdminFieldArea();
  const form = useRecordForm<LoginValues, FieldProblem, FormProblem, string>({
    initial: () => ({ email: '', password: '' }),
    check: (values) => checkFields(LOGIN_FIELDS, values),
    invalid: null,
    send: async (values) => {
      try {
        const { data } = await api.call(
          'Admin/login',
          {
            email: values.email.trim(),
            password: values.password,
          },
          { fieldsInline: true },
        );
        return { saved: data.jwt };
      } catch (error) {
        if (isWebError(error) && error.statusCode === 401)
          return { fields: {}, form: { key: 'login.failed' } };
        return serverProblems(error, ['email', 'password']);
      }
    },
    // After the send: a host that keeps no admin session is a wiring error to surface, not a form problem.
    onSaved: (jwt) => {
      forgetAdminName();
      session.signIn(jwt);
      navigate(routePath('admin', lang));
    },
    focus: false,
  });
  const { values, problems, formProblem, pending } = form;

  return (
    <main id="main" className="admin-login" tabIndex={-1}>
      <div className="admin-login__card">
        {/* The back office's languages, before the heading so a reader who cannot read it finds theirs first. */}
        <ul className="admin-login__languages" aria-label={t('login.languages')}>
          {SWITCHER_LANGUAGES.map((code) => (
            <li key={code}>
              <Link
                to="/admin/login"
                lang={code}
                hrefLang={htmlLang(code)}
                aria-current={code === lang ? 'true' : undefined}
              >
                {code.toUpperCase()}
                <span className="visually-hidden">{` ${t(`lang.${code}`)}`}</span>
              </Link>
            </li>
          ))}
        </ul>
        <h1>{t('login.title')}</h1>
        <p className="admin-login__lead">{t('login.lead')}</p>
        <PostForm noValidate onSubmit={form.submit}>
          <FormFields
            area={area}
            fields={LOGIN_FIELDS}
            values={values}
            problems={problems}
            onValue={form.setValue}
          />
          {formProblem === null ? null : (
            <p className="admin-form__problem" role="alert">
              <ProblemText problem={formProblem} />
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t('login.pending') : t('login.submit')}
          </button>
        </PostForm>
        {/* A disclosure, so it opens without JavaScript too. */}
        <details className="admin-login__forgot">
          <summary>{t('login.forgot')}</summary>
          <p>{t('login.forgotHelp')}</p>
        </details>
        <a className="admin-login__to-site" href={routePath('home', lang)}>
          {t('menu.toSite')}
        </a>
      </div>
    </main>
  );
}
