import { PostForm } from '../../components/PostForm';
import { useIntl } from '../../provider/hooks';
import { usePostedForm } from '../../provider/posted-form';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { fieldProps } from './form-wiring';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import { useSignedIn } from './use-signed-in';
import { SIGN_IN_CHECKS } from './validation';

const CHECKS = { phone: SIGN_IN_CHECKS.phone, code: SIGN_IN_CHECKS.code };

/**
 * One-time code entry for a phone sign-in (Auth/confirm). The phone comes from the link's query and
 * is posted as is (the screen names it); only without one is it asked for. The code field takes focus.
 */
export function ConfirmationForm({ phone = '' }: { readonly phone?: string }) {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const posted = usePostedForm('confirm');
  const form = useAuthForm('confirm', {
    initial: { phone: posted?.values.phone ?? phone, code: '' },
    checks: CHECKS,
    payload: (values) => ({ phone: values.phone.trim(), code: values.code.trim() }),
    onAnswer: signedIn,
  });
  return (
    <PostForm formName="confirm" className="form" noValidate onSubmit={form.submit}>
      {/* A phone the server refuses is shown again as a field, with its problem beside it. */}
      {phone === '' || form.problems.phone !== undefined ? (
        <Field
          label={intl.formatMessage({ id: 'auth.phone' })}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...fieldProps(form, 'phone')}
        />
      ) : (
        <input type="hidden" name="phone" value={form.values.phone} />
      )}
      <Field
        label={intl.formatMessage({ id: 'auth.code' })}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        autoFocus={phone !== ''}
        {...fieldProps(form, 'code')}
      />
      <FormMessage problem={form.formProblem} />
      <SubmitButton pending={form.pending} label={intl.formatMessage({ id: 'auth.confirm' })} />
    </PostForm>
  );
}
