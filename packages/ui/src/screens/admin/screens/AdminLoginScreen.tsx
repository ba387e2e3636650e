import { isWebError, routePath } from '@agency/core';
import { checkField, email, maxLength, required } from '@agency/core/admin';
import { type FormEvent, useState } from 'react';
import { PostForm } from '../../../components/PostForm';
import { useAdminSession } from '../../../provider/admin-session';
import { useApi, useNavigate } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import { ProblemText } from '../form/ProblemText';
import { type FormProblem, serverProblems } from '../form/server-problems';
import { TextField } from '../form/TextField';
import { useAdminText } from '../i18n/admin-intl';
import { forgetAdminName } from '../layout/use-admin-name';
import type { FieldProblems } from '../resources/resource';

const RULES = { email: [required, email], password: [required, maxLength(200)] } as const;

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
  const [values, setValues] = useState({ email: '', password: '' });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState(false);

  const set = (name: 'email' | 'password') => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems(({ [name]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, NonNullable<ReturnType<typeof checkField>>> = {};
    for (const name of ['email', 'password'] as const) {
      const problem = checkField(values[name], RULES[name]);
      if (problem !== null) found[name] = problem;
    }
    setProblems(found);
    setFormProblem(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    let jwt: string;
    try {
      const { data } = await api.call('Admin/login', {
        email: values.email.trim(),
        password: values.password,
      });
      jwt = data.jwt;
    } catch (error) {
      if (isWebError(error) && error.statusCode === 401) {
        setFormProblem({ key: 'login.failed' });
      } else {
        const read = serverProblems(error, ['email', 'password']);
        setProblems(read.fields);
        setFormProblem(read.form);
      }
      setPending(false);
      return;
    }
    setPending(false);
    // Outside the try: a host that keeps no admin session is a wiring error to surface, not a form problem.
    forgetAdminName();
    session.signIn(jwt);
    navigate(routePath('admin', lang));
  };

  return (
    <main id="main" className="admin-login" tabIndex={-1}>
      <div className="admin-login__card">
        <h1>{t('login.title')}</h1>
        <p className="admin-login__lead">{t('login.lead')}</p>
        <PostForm noValidate onSubmit={submit}>
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
      </div>
    </main>
  );
}
