import { routePath } from '@agency/core';
import type { FormEvent } from 'react';
import { Link } from '../../components/Link';
import { useIntl } from '../../provider/hooks';
import { useLang } from '../../provider/use-lang';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';
import { useAuthCall } from './use-auth-call';
import { useFormFields } from './use-form-fields';
import { type AuthSession, useSignedIn } from './use-signed-in';
import { checkEmail, checkPassword } from './validation';

const CHECKS = { email: checkEmail, password: checkPassword };

/** Sign-in with e-mail and password (Auth/signIn). */
export function EmailSignInForm() {
  const intl = useIntl();
  const lang = useLang();
  const signedIn = useSignedIn();
  const form = useFormFields({ email: '', password: '' }, CHECKS);
  const call = useAuthCall<AuthSession>('signIn');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (call.pending || !form.validate()) return;
    const session = await call.run({
      email: form.values.email.trim(),
      password: form.values.password,
    });
    if (session !== null) signedIn(session);
  };
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <Field
        label={intl.formatMessage({ id: 'auth.email' })}
        type="email"
        name="email"
        autoComplete="email"
        value={form.values.email}
        onValue={(value) => {
          form.setValue('email', value);
          call.clearField('email');
        }}
        problem={form.problems.email ?? call.problems.fields.email ?? null}
      />
      <Field
        label={intl.formatMessage({ id: 'auth.password' })}
        type="password"
        name="password"
        autoComplete="current-password"
        value={form.values.password}
        onValue={(value) => {
          form.setValue('password', value);
          call.clearField('password');
        }}
        problem={form.problems.password ?? call.problems.fields.password ?? null}
      />
      <FormMessage problem={call.problems.form} />
      <SubmitButton pending={call.pending} label={intl.formatMessage({ id: 'auth.signIn' })} />
      <Link to={routePath('sign-in-recovery', lang)}>
        {intl.formatMessage({ id: 'auth.forgot' })}
      </Link>
    </form>
  );
}
