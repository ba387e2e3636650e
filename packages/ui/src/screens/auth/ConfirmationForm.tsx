import type { FormEvent } from 'react';
import { useIntl } from '../../provider/hooks';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';
import { useAuthCall } from './use-auth-call';
import { useFormFields } from './use-form-fields';
import { type AuthSession, useSignedIn } from './use-signed-in';
import { checkCode, checkPhone } from './validation';

const CHECKS = { phone: checkPhone, code: checkCode };

/** One-time code entry for a phone sign-in (Auth/confirm); the phone comes from the link's query. */
export function ConfirmationForm({ phone = '' }: { readonly phone?: string }) {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const form = useFormFields({ phone, code: '' }, CHECKS);
  const call = useAuthCall<AuthSession>('confirm');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (call.pending || !form.validate()) return;
    const session = await call.run({
      phone: form.values.phone.trim(),
      code: form.values.code.trim(),
    });
    if (session !== null) signedIn(session);
  };
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <Field
        label={intl.formatMessage({ id: 'auth.phone' })}
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        value={form.values.phone}
        onValue={(value) => {
          form.setValue('phone', value);
          call.clearField('phone');
        }}
        problem={form.problems.phone ?? call.problems.fields.phone ?? null}
      />
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
      <FormMessage problem={call.problems.form} />
      <SubmitButton pending={call.pending} label={intl.formatMessage({ id: 'auth.confirm' })} />
    </form>
  );
}
