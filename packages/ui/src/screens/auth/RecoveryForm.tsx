import { useState } from 'react';
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
  const form = useAuthForm('recover', {
    initial: { email: posted?.values.email ?? '' },
    checks: REQUEST_CHECKS,
    payload: (values) => ({ email: values.email.trim() }),
    onAnswer: (_sent, values) => onSent(values.email.trim()),
  });
  return (
    <PostForm formName="recover" className="form" noValidate onSubmit={form.submit}>
      <p>{intl.formatMessage({ id: 'auth.recovery.text' })}</p>
      <Field
        label={intl.formatMessage({ id: 'auth.email' })}
        type="email"
        autoComplete="email"
        {...fieldProps(form, 'email')}
      />
      <FormMessage problem={form.formProblem} />
      <SubmitButton pending={form.pending} label={intl.formatMessage({ id: 'auth.sendCode' })} />
    </PostForm>
  );
}

function ConfirmStep({ email }: { readonly email: string }) {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const form = useAuthForm('recoverConfirm', {
    initial: { code: '', password: '' },
    checks: CONFIRM_CHECKS,
    payload: (values) => ({ email, code: values.code.trim(), password: values.password }),
    onAnswer: signedIn,
  });
  return (
    <PostForm formName="recoverConfirm" className="form" noValidate onSubmit={form.submit}>
      <input type="hidden" name="email" value={email} />
      <p role="status">{intl.formatMessage({ id: 'auth.recovery.codeSent' }, { email })}</p>
      <Field
        label={intl.formatMessage({ id: 'auth.code' })}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        {...fieldProps(form, 'code')}
      />
      <Field
        label={intl.formatMessage({ id: 'auth.newPassword' })}
        type="password"
        autoComplete="new-password"
        {...fieldProps(form, 'password')}
      />
      <FormMessage problem={form.formProblem} />
      <SubmitButton pending={form.pending} label={intl.formatMessage({ id: 'auth.confirm' })} />
    </PostForm>
  );
}
