import { routePath } from '@agency/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../components/Link';
import { useIntl } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { useLang } from '../../provider/use-lang';
import { useAuthCall } from '../auth/use-auth-call';

type Status = 'pending' | 'done' | 'failed';

/**
 * The e-mail confirmation screen: in the browser it sends the link's token (Auth/confirmEmail)
 * and shows whether the address is confirmed; a link without a token says so at once.
 */
export function EmailConfirmationScreen() {
  const intl = useIntl();
  const lang = useLang();
  const { query } = usePageLocation();
  const token = query.token ?? '';
  const call = useAuthCall('confirmEmail');
  const { run } = call;
  const [status, setStatus] = useState<Status>('pending');
  const sent = useRef<string | null>(null);
  useEffect(() => {
    // One call per token, also under StrictMode's double effects.
    if (token === '' || sent.current === token) return;
    sent.current = token;
    setStatus('pending');
    void run({ token }).then((answer) => setStatus(answer === null ? 'failed' : 'done'));
  }, [token, run]);
  const message =
    token === ''
      ? 'emailConfirmation.missing'
      : status === 'done'
        ? 'emailConfirmation.done'
        : status === 'failed'
          ? 'emailConfirmation.failed'
          : 'emailConfirmation.pending';
  return (
    <section className="email-confirmation container" aria-labelledby="email-confirmation-title">
      <h1 id="email-confirmation-title">{intl.formatMessage({ id: 'emailConfirmation.title' })}</h1>
      <p role="status">{intl.formatMessage({ id: message })}</p>
      {token === '' || status !== 'pending' ? (
        <Link className="button button--primary" to={routePath('sign-in', lang)}>
          {intl.formatMessage({ id: 'emailConfirmation.toSignIn' })}
        </Link>
      ) : null}
    </section>
  );
}
