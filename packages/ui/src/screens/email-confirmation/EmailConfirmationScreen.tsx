import { isWebError, routePath } from '@agency/core';
import { useEffect, useRef, useState } from 'react';
import { fieldErrors } from '../../components/field-errors';
import { Link } from '../../components/Link';
import { PostForm } from '../../components/PostForm';
import { useIntl } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { usePostedForm } from '../../provider/posted-form';
import { useIsBrowser } from '../../provider/use-is-browser';
import { useLang } from '../../provider/use-lang';
import { useAuthCall } from '../auth/use-auth-call';
import { InvitationPasswordForm } from './InvitationPasswordForm';

type Status = 'pending' | 'done' | 'failed' | 'password';

/** The `_form` of the confirmation, posted without JavaScript (the host sends Auth/confirmEmail). */
export const CONFIRM_EMAIL_FORM = 'confirmEmail';

// An invitation's link confirms only with the account's first password: the server asks for it
// (required), or refuses the one given (a common password): either way the password step shows.
const asksPassword = (error: unknown) =>
  isWebError(error) && fieldErrors(error.data).some((field) => field.field === 'password');

// What a confirmation posted without JavaScript came to; null on an ordinary page load.
function postedStatus(posted: ReturnType<typeof usePostedForm>): Status | null {
  if (posted === null) return null;
  if (posted.done) return 'done';
  return asksPassword(posted.error) ? 'password' : 'failed';
}

/**
 * The e-mail confirmation screen: in the browser it sends the link's token (Auth/confirmEmail)
 * and shows whether the address is confirmed; a link without a token says so at once. An
 * invitation's link (a won lead's new account) asks for the account's password first. Without
 * JavaScript a button posts the token (the host makes the same call) and the answer is drawn.
 */
export function EmailConfirmationScreen() {
  const intl = useIntl();
  const lang = useLang();
  const { query } = usePageLocation();
  const token = query.token ?? '';
  const { send } = useAuthCall('confirmEmail');
  const posted = usePostedForm(CONFIRM_EMAIL_FORM);
  const browser = useIsBrowser();
  const [status, setStatus] = useState<Status>(() => postedStatus(posted) ?? 'pending');
  const sent = useRef<string | null>(null);
  useEffect(() => {
    // One call per token, also under StrictMode's double effects; a posted page has its answer.
    if (token === '' || sent.current === token || posted !== null) return;
    sent.current = token;
    setStatus('pending');
    send({ token }).then(
      () => setStatus('done'),
      (error: unknown) => setStatus(asksPassword(error) ? 'password' : 'failed'),
    );
  }, [token, send, posted]);
  // Before the page runs in the browser (or without JavaScript) a button confirms.
  const waiting = status === 'pending' && !browser && token !== '';
  const message =
    token === ''
      ? 'emailConfirmation.missing'
      : status === 'done'
        ? 'emailConfirmation.done'
        : status === 'failed'
          ? 'emailConfirmation.failed'
          : status === 'password'
            ? 'emailConfirmation.welcome'
            : waiting
              ? 'emailConfirmation.ready'
              : 'emailConfirmation.pending';
  return (
    <section className="email-confirmation container" aria-labelledby="email-confirmation-title">
      <h1 id="email-confirmation-title">{intl.formatMessage({ id: 'emailConfirmation.title' })}</h1>
      <p role="status">{intl.formatMessage({ id: message })}</p>
      {waiting ? (
        <PostForm formName={CONFIRM_EMAIL_FORM} className="form">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            {intl.formatMessage({ id: 'emailConfirmation.confirm' })}
          </button>
        </PostForm>
      ) : null}
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
