import { returnQuery, routePath } from '@agency/core';
import { PostForm } from '../../components/PostForm';
import { useIntl, useNavigate } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { usePostedForm } from '../../provider/posted-form';
import { useLang } from '../../provider/use-lang';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { fieldProps } from './form-wiring';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import { SIGN_IN_CHECKS } from './validation';

const CHECKS = { phone: SIGN_IN_CHECKS.phone };

/** Sign-in by phone: sends a one-time code (Auth/phoneSignIn), then opens the confirmation. */
export function PhoneSignInForm() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const { query } = usePageLocation();
  const posted = usePostedForm('phoneSignIn');
  const form = useAuthForm('phoneSignIn', {
    initial: { phone: posted?.values.phone ?? '' },
    checks: CHECKS,
    payload: (values) => ({ phone: values.phone.trim() }),
    onAnswer: (_sent, values) =>
      navigate(
        routePath(
          'sign-in-confirmation',
          lang,
          {},
          { phone: values.phone.trim(), ...returnQuery(query) },
        ),
      ),
  });
  return (
    <PostForm formName="phoneSignIn" className="form" noValidate onSubmit={form.submit}>
      <Field
        label={intl.formatMessage({ id: 'auth.phone' })}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...fieldProps(form, 'phone')}
      />
      <FormMessage problem={form.formProblem} />
      <SubmitButton pending={form.pending} label={intl.formatMessage({ id: 'auth.sendCode' })} />
    </PostForm>
  );
}
