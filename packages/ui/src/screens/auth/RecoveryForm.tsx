import { type FormEvent, useState } from 'react';
import { useIntl } from '../../provider/hooks';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';
import { useAuthCall } from './use-auth-call';
import { useFormFields } from './use-form-fields';
import { type AuthSession, useSignedIn } from './use-signed-in';
import { checkCode, checkEmail, checkNewPassword } from './validation';

const REQUEST_CHECKS = { email: checkEmail };
const CONFIRM_CHECKS = { code: checkCode, password: checkNewPassword };

/** Password recovery: ask for a code by e-mail (Auth/recover), then set a new password (Auth/recoverConfirm). */
export function RecoveryForm() {
  const [email, setEmail] = useState<string | null>(null);
  return email === null ? <RequestStep onSent={setEmail} /> : <ConfirmStep email={email} />;
}

function RequestStep({ onSent }: { readonly onSent: (email: string) => void }) {
  const intl = useIntl();
  const form = useFormFields({ email: '' }, REQUEST_CHECKS);
  const call = useAuthCall<{ sent: boolean }>('recover');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (call.pending || !form.validate()) return;
    const email = form.values.email.trim();
    if ((await call.run({ email })) !== null) onSent(email);
  };
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p>{intl.formatMessage({ id: 'auth.recovery.text' })}</p>
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
      <FormMessage problem={call.problems.form} />
      <SubmitButton pending={call.pending} label={intl.formatMessage({ id: 'auth.sendCode' })} />
    </form>
  );
}

function ConfirmStep({ email }: { readonly email: string }) {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const form = useFormFields({ code: '', password: '' }, CONFIRM_CHECKS);
  const call = useAuthCall<AuthSession>('recoverConfirm');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (call.pending || !form.validate()) return;
    const session = await call.run({
      email,
      code: form.values.code.trim(),
      password: form.values.password,
    });
    if (session !== null) signedIn(session);
  };
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p role="status">{intl.formatMessage({ id: 'auth.recovery.codeSent' }, { email })}</p>
      <Field
        label={intl.formatMessage({ id: 'auth.code' })}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={form.values.code}
        onValue={(value) => {
          form.setValue('code', value);
          call.clearField('code');
        }}
        problem={form.problems.code ?? call.problems.fields.code ?? null}
      />
      <Field
        label={intl.formatMessage({ id: 'auth.newPassword' })}
        type="password"
        name="password"
        autoComplete="new-password"
        value={form.values.password}
        onValue={(value) => {
          form.setValue('password', value);
          call.clearField('password');
        }}
        problem={form.problems.password ?? call.problems.fields.password ?? null}
      />
      <FormMessage problem={call.problems.form} />
      <SubmitButton pending={call.pending} label={intl.formatMessage({ id: 'auth.confirm' })} />
    </form>
  );
}
