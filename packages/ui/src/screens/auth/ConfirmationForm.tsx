import { PostForm } from '../../components/PostForm';
import { useIntl } from '../../provider/hooks';
import { usePostedForm } from '../../provider/posted-form';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { fieldProps, onValidSubmit } from './form-wiring';
import { SubmitButton } from './SubmitButton';
import { useAuthCall } from './use-auth-call';
import { useFormFields } from './use-form-fields';
import { useSignedIn } from './use-signed-in';
import { SIGN_IN_CHECKS } from './validation';

const CHECKS = { phone: SIGN_IN_CHECKS.phone, code: SIGN_IN_CHECKS.code };

/** One-time code entry for a phone sign-in (Auth/confirm); the phone comes from the link's query. */
export function ConfirmationForm({ phone = '' }: { readonly phone?: string }) {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const posted = usePostedForm('confirm');
  const form = useFormFields({ phone: posted?.values.phone ?? phone, code: '' }, CHECKS);
  const call = useAuthCall('confirm');
  const onSubmit = onValidSubmit(form, call, async () => {
    const session = await call.run({
      phone: form.values.phone.trim(),
      code: form.values.code.trim(),
    });
    if (session !== null) signedIn(session);
  });
  return (
    <PostForm formName="confirm" className="form" noValidate onSubmit={onSubmit}>
      <Field
        label={intl.formatMessage({ id: 'auth.phone' })}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...fieldProps(form, call, 'phone')}
      />
      <Field
        label={intl.formatMessage({ id: 'auth.code' })}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        {...fieldProps(form, call, 'code')}
      />
      <FormMessage problem={call.problems.form} />
      <SubmitButton pending={call.pending} label={intl.formatMessage({ id: 'auth.confirm' })} />
    </PostForm>
  );
}
