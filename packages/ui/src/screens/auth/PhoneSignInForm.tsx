import { returnQuery, routePath } from '@agency/core';
import { PostForm } from '../../components/PostForm';
import { useIntl, useNavigate } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { usePostedForm } from '../../provider/posted-form';
import { useLang } from '../../provider/use-lang';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { fieldProps, onValidSubmit } from './form-wiring';
import { SubmitButton } from './SubmitButton';
import { useAuthCall } from './use-auth-call';
import { useFormFields } from './use-form-fields';
import { SIGN_IN_CHECKS } from './validation';

const CHECKS = { phone: SIGN_IN_CHECKS.phone };

/** Sign-in by phone: sends a one-time code (Auth/phoneSignIn), then opens the confirmation. */
export function PhoneSignInForm() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const { query } = usePageLocation();
  const posted = usePostedForm('phoneSignIn');
  const form = useFormFields({ phone: posted?.values.phone ?? '' }, CHECKS);
  const call = useAuthCall('phoneSignIn');
  const onSubmit = onValidSubmit(form, call, async () => {
    const phone = form.values.phone.trim();
    const sent = await call.run({ phone });
    if (sent !== null)
      navigate(routePath('sign-in-confirmation', lang, {}, { phone, ...returnQuery(query) }));
  });
  return (
    <PostForm formName="phoneSignIn" className="form" noValidate onSubmit={onSubmit}>
      <Field
        label={intl.formatMessage({ id: 'auth.phone' })}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...fieldProps(form, call, 'phone')}
      />
      <FormMessage problem={call.problems.form} />
      <SubmitButton pending={call.pending} label={intl.formatMessage({ id: 'auth.sendCode' })} />
    </PostForm>
  );
}
