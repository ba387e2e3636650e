import { useState } from 'react';
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

const REQUEST_CHECKS = { email: SIGN_IN_CHECKS.email };
const CONFIRM_CHECKS = { code: SIGN_IN_CHECKS.code, password: SIGN_IN_CHECKS.newPassword };

/**
 * Password recovery: ask for a code by e-mail (Auth/recover), then set a new password
 * (Auth/recoverConfirm). Without JavaScript the host posts each step and renders the next.
 */
export function RecoveryForm() {
  const sent = usePostedForm('recover');
  const confirming = usePostedForm('recoverConfirm');
  const [email, setEmail] = useState<string | null>(
    confirming?.values.email ?? (sent?.done ? (sent.values.email ?? null) : null),
  );
  return email === null ? <RequestStep onSent={setEmail} /> : <ConfirmStep email={email} />;
}

function RequestStep({ onSent }: { readonly onSent: (email: string) => void }) {
  const intl = useIntl();
  const posted = usePostedForm('recover');
  const form = useFormFields({ email: posted?.values.email ?? '' }, REQUEST_CHECKS);
  const call = useAuthCall('recover');
  const onSubmit = onValidSubmit(form, call, async () => {
    const email = form.values.email.trim();
    if ((await call.run({ email })) !== null) onSent(email);
  });
  return (
    <PostForm formName="recover" className="form" noValidate onSubmit={onSubmit}>
      <p>{intl.formatMessage({ id: 'auth.recovery.text' })}</p>
      <Field
        label={intl.formatMessage({ id: 'auth.email' })}
        type="email"
        autoComplete="email"
        {...fieldProps(form, call, 'email')}
      />
      <FormMessage problem={call.problems.form} />
      <SubmitButton pending={call.pending} label={intl.formatMessage({ id: 'auth.sendCode' })} />
    </PostForm>
  );
}

function ConfirmStep({ email }: { readonly email: string }) {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const form = useFormFields({ code: '', password: '' }, CONFIRM_CHECKS);
  const call = useAuthCall('recoverConfirm');
  const onSubmit = onValidSubmit(form, call, async () => {
    const session = await call.run({
      email,
      code: form.values.code.trim(),
      password: form.values.password,
    });
    if (session !== null) signedIn(session);
  });
  return (
    <PostForm formName="recoverConfirm" className="form" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="email" value={email} />
      <p role="status">{intl.formatMessage({ id: 'auth.recovery.codeSent' }, { email })}</p>
      <Field
        label={intl.formatMessage({ id: 'auth.code' })}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        {...fieldProps(form, call, 'code')}
      />
      <Field
        label={intl.formatMessage({ id: 'auth.newPassword' })}
        type="password"
        autoComplete="new-password"
        {...fieldProps(form, call, 'password')}
      />
      <FormMessage problem={call.problems.form} />
      <SubmitButton pending={call.pending} label={intl.formatMessage({ id: 'auth.confirm' })} />
    </PostForm>
  );
}
