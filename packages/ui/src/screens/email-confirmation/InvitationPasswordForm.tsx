import { PostForm } from '../../components/PostForm';
import { useIntl } from '../../provider/hooks';
import { Field } from '../auth/Field';
import { FormMessage } from '../auth/FormMessage';
import { fieldProps } from '../auth/form-wiring';
import { SubmitButton } from '../auth/SubmitButton';
import { useAuthForm } from '../auth/use-auth-form';
import { SIGN_IN_CHECKS } from '../auth/validation';

const CHECKS = { password: SIGN_IN_CHECKS.newPassword };

/**
 * The invitation's step of the e-mail confirmation page: the link is to an account without a
 * password, so it is confirmed with the first one (Auth/confirmEmail with `password`); without
 * JavaScript the host posts it.
 */
export function InvitationPasswordForm({
  token,
  onDone,
}: {
  readonly token: string;
  readonly onDone: () => void;
}) {
  const intl = useIntl();
  const form = useAuthForm('confirmEmail', {
    initial: { password: '' },
    checks: CHECKS,
    payload: (values) => ({ token, password: values.password }),
    onAnswer: onDone,
  });
  return (
    <PostForm formName="confirmEmail" className="form" noValidate onSubmit={form.submit}>
      <input type="hidden" name="token" value={token} />
      <p>{intl.formatMessage({ id: 'emailConfirmation.invitation' })}</p>
      <Field
        label={intl.formatMessage({ id: 'auth.newPassword' })}
        type="password"
        autoComplete="new-password"
        {...fieldProps(form, 'password')}
      />
      <FormMessage problem={form.formProblem} />
      <SubmitButton
        pending={form.pending}
        label={intl.formatMessage({ id: 'emailConfirmation.setPassword' })}
      />
    </PostForm>
  );
}
