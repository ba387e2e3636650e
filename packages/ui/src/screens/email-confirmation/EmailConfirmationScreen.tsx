import { isWebError, routePath } from '@agency/core';
import { useEffect, useRef, useState } from 'react';
import { fieldErrors } from '../../components/field-errors';
import { Link } from '../../components/Link';
import { useIntl } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { useLang } from '../../provider/use-lang';
import { useAuthCall } from '../auth/use-auth-call';
import { InvitationPasswordForm } from './InvitationPasswordForm';

type Status = 'pending' | 'done' | 'failed' | 'password';

// An invitation's link confirms only with the account's first password: the server asks for it.
const asksPassword = (error: unknown) =>
  isWebError(error) &&
  fieldErrors(error.data).some((field) => field.field === 'password' && field.code === 'required');

/**
 * The e-mail confirmation screen: in the browser it sends the link's token (Auth/confirmEmail)
 * and shows whether the address is confirmed; a link without a token says so at once. An
 * invitation's link (a won lead's new account) asks for the account's password first.
 */
export function EmailConfirmationScreen() {
  const intl = useIntl();
  const lang = useLang();
  const { query } = usePageLocation();
  const token = query.token ?? '';
  const { send } = useAuthCall('confirmEmail');
  const [status, setStatus] = useState<Status>('pending');
  const sent = useRef<string | null>(null);
  useEffect(() => {
    // One call per token, also under StrictMode's double effects.
    if (token === '' || sent.current === token) return;
    sent.current = token;
    setStatus('pending');
    send({ token }).then(
      () => setStatus('done'),
      (error: unknown) => setStatus(asksPassword(error) ? 'password' : 'failed'),
    );
  }, [token, send]);
  const message =
    token === ''
      ? 'emailConfirmation.missing'
      : status === 'done'
        ? 'emailConfirmation.done'
        : status === 'failed'
          ? 'emailConfirmation.failed'
          : status === 'password'
            ? 'emailConfirmation.welcome'
            : 'emailConfirmation.pending';
  return (
    <section className="email-confirmation container" aria-labelledby="email-confirmation-title">
      <h1 id="email-confirmation-title">{intl.formatMessage({ id: 'emailConfirmation.title' })}</h1>
      <p role="status">{intl.formatMessage({ id: message })}</p>
      {status === 'password' ? (
        <InvitationPasswordForm token={token} onDone={() => setStatus('done')} />
      ) : null}
      {token === '' || status === 'done' || status === 'failed' ? (
        <Link className="button button--primary" to={routePath('sign-in', lang)}>
          {intl.formatMessage({ id: 'emailConfirmation.toSignIn' })}
        </Link>
      ) : null}
    </section>
  );
}
