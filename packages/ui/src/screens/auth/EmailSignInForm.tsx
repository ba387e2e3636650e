import { routePath } from '@agency/core';
import { Link } from '../../components/Link';
import { PostForm } from '../../components/PostForm';
import { useIntl } from '../../provider/hooks';
import { usePostedForm } from '../../provider/posted-form';
import { useLang } from '../../provider/use-lang';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { fieldProps, onValidSubmit } from './form-wiring';
import { SubmitButton } from './SubmitButton';
import { useAuthCall } from './use-auth-call';
import { useFormFields } from './use-form-fields';
import { useSignedIn } from './use-signed-in';
import { SIGN_IN_CHECKS } from './validation';

const CHECKS = { email: SIGN_IN_CHECKS.email, password: SIGN_IN_CHECKS.password };

/** Sign-in with e-mail and password (Auth/signIn); without JavaScript the host posts it. */
export function EmailSignInForm() {
  const intl = useIntl();
  const lang = useLang();
  const signedIn = useSignedIn();
  const posted = usePostedForm('signIn');
  const form = useFormFields({ email: posted?.values.email ?? '', password: '' }, CHECKS);
  const call = useAuthCall('signIn');
  const onSubmit = onValidSubmit(form, call, async () => {
    const session = await call.run({
      email: form.values.email.trim(),
      password: form.values.password,
    });
    if (session !== null) signedIn(session);
  });
  return (
    <PostForm formName="signIn" className="form" noValidate onSubmit={onSubmit}>
      <Field
        label={intl.formatMessage({ id: 'auth.email' })}
        type="email"
        autoComplete="email"
        {...fieldProps(form, call, 'email')}
      />
      <Field
        label={intl.formatMessage({ id: 'auth.password' })}
        type="password"
        autoComplete="current-password"
        {...fieldProps(form, call, 'password')}
      />
      <FormMessage problem={call.problems.form} />
      <SubmitButton pending={call.pending} label={intl.formatMessage({ id: 'auth.signIn' })} />
      <Link to={routePath('sign-in-recovery', lang)}>
        {intl.formatMessage({ id: 'auth.forgot' })}
      </Link>
    </PostForm>
  );
}
