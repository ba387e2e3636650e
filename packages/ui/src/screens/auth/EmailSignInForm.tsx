import { routePath } from '@agency/core';
import { Link } from '../../components/Link';
import { PostForm } from '../../components/PostForm';
import { useIntl } from '../../provider/hooks';
import { usePostedForm } from '../../provider/posted-form';
import { useLang } from '../../provider/use-lang';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { fieldProps } from './form-wiring';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import { useSignedIn } from './use-signed-in';
import { SIGN_IN_CHECKS } from './validation';

const CHECKS = { email: SIGN_IN_CHECKS.email, password: SIGN_IN_CHECKS.password };

/** Sign-in with e-mail and password (Auth/signIn); without JavaScript the host posts it. */
export function EmailSignInForm() {
  const intl = useIntl();
  const lang = useLang();
  const signedIn = useSignedIn();
  const posted = usePostedForm('signIn');
  const form = useAuthForm('signIn', {
    initial: { email: posted?.values.email ?? '', password: '' },
    checks: CHECKS,
    payload: (values) => ({ email: values.email.trim(), password: values.password }),
    onAnswer: signedIn,
  });
  return (
    <PostForm formName="signIn" className="form" noValidate onSubmit={form.submit}>
      <Field
        label={intl.formatMessage({ id: 'auth.email' })}
        type="email"
        autoComplete="email"
        {...fieldProps(form, 'email')}
      />
      <Field
        label={intl.formatMessage({ id: 'auth.password' })}
        type="password"
        autoComplete="current-password"
        {...fieldProps(form, 'password')}
      />
      <FormMessage problem={form.formProblem} />
      <SubmitButton pending={form.pending} label={intl.formatMessage({ id: 'auth.signIn' })} />
      <Link to={routePath('sign-in-recovery', lang)}>
        {intl.formatMessage({ id: 'auth.forgot' })}
      </Link>
    </PostForm>
  );
}
