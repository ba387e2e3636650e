import { htmlLang, isWebError, routePath, SWITCHER_LANGUAGES } from '@agency/core';
import { checkRules, email, maxLength, required } from '@agency/core/forms';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { Link } from '../../../components/Link';
import { PostForm } from '../../../components/PostForm';
import { useAdminSession } from '../../../provider/admin-session';
import { useApi, useNavigate } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import { ProblemText } from '../form/ProblemText';
import { type FormProblem, serverProblems } from '../form/server-problems';
import { TextField } from '../form/TextField';
import { useAdminText } from '../i18n/admin-intl';
import { forgetAdminName } from '../layout/use-admin-name';
import type { FieldProblem } from '../resources/resource';

const RULES = { email: [required, email], password: [required, maxLength(200)] } as const;

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
  const form = useRecordForm<LoginValues, FieldProblem, FormProblem, string>({
    initial: () => ({ email: '', password: '' }),
    check: (values) => {
      const found: Record<string, FieldProblem> = {};
      for (const name of ['email', 'password'] as const) {
        const problem = checkRules(values[name], RULES[name]);
        if (problem !== null) found[name] = problem;
      }
      return found;
    },
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
  const set = (name: keyof LoginValues) => (value: string) => form.setValue(name, value);

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
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            value={values.email}
            onValue={set('email')}
            problem={problems.email ?? null}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            value={values.password}
            onValue={set('password')}
            problem={problems.password ?? null}
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
