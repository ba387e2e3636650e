import { type FormEvent, useId, useState } from 'react';
import { GoogleConnectionFacts } from '../../../components/GoogleConnectionFacts';
import { GoogleConnectionForm } from '../../../components/GoogleConnectionForm';
import {
  GOOGLE_CONNECT_FORM,
  GOOGLE_DISCONNECT_FORM,
  type GoogleStatus,
} from '../../../components/google-connection';
import { useConfirm } from '../../../components/use-confirm';
import { useDispatch } from '../../../provider/hooks';
import { usePostedForm } from '../../../provider/posted-form';
import { formatInstant } from '../format';
import { useAccountCall } from '../use-account-call';
import { useText } from '../use-text';
import { GoogleImport } from './GoogleImport';

/** What the roles let the person do with the connection. */
export interface GoogleToolAllows {
  readonly connect: boolean;
  readonly disconnect: boolean;
  readonly import: boolean;
}

/** Props of `GoogleTool`: the Google/status answer (null: not known yet), what is allowed, and what follows a change. */
export interface GoogleToolProps {
  readonly status: GoogleStatus | null;
  readonly allows: GoogleToolAllows;
  readonly onStatus: (status: GoogleStatus) => void;
  /** The locations changed (an import, a disconnect): the list is asked again. */
  readonly onLocations: () => void;
}

/**
 * The Google Business Profile part of the locations toolbar. Not connected: "Connect Google
 * Business Profile", a plain post (`_form=googleConnect`) that the host answers with Google's
 * consent page. Connected: the Google account, when last synced, the state (a grant Google no
 * longer accepts says so and offers Connect again), "Import from Google" and Disconnect
 * (`_form=googleDisconnect`, confirmed first when JavaScript runs). "Sandbox" on the demo's double.
 * Nothing while the status is not known.
 */
export function GoogleTool({ status, allows, onStatus, onLocations }: GoogleToolProps) {
  const { t, intl } = useText();
  const id = useId();
  const call = useAccountCall();
  const confirm = useConfirm();
  const dispatch = useDispatch();
  const refused = usePostedForm(GOOGLE_DISCONNECT_FORM)?.error ?? null;
  const [importing, setImporting] = useState(false);
  const [pending, setPending] = useState(false);
  if (status === null) return null;
  const { connection } = status;
  if (connection === null && !(status.configured && allows.connect)) return null;

  const connect = (label: string) => (
    <GoogleConnectionForm formName={GOOGLE_CONNECT_FORM} label={label} primary />
  );

  const disconnect = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !(await confirm())) return;
    setPending(true);
    const outcome = await call('Google/disconnect', {});
    setPending(false);
    if (!outcome.ok) return;
    setImporting(false);
    dispatch({
      type: 'notification/opened',
      notification: { type: 'other', text: t('google.disconnected') },
    });
    onStatus({ ...status, connection: null });
    onLocations();
  };

  return (
    <section className="google-tool" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="google-tool__title">
        {t('google.title')}
        {(connection?.sandbox ?? status.sandbox) ? (
          <span className="google-sandbox"> {t('google.sandbox')}</span>
        ) : null}
      </p>
      {refused === null ? null : (
        <p className="form__message" role="alert">
          {t('list.failed', { reason: refused.message })}
        </p>
      )}
      {connection === null ? (
        <>
          <p className="google-tool__lead">{t('google.lead')}</p>
          {connect(t('google.connect'))}
        </>
      ) : (
        <>
          <GoogleConnectionFacts
            connection={connection}
            formatInstant={(iso) => formatInstant(intl, iso)}
            t={t}
          />
          {connection.state === 'needsReconnect' ? (
            <p className="form__message" role="alert">
              {t('google.needsReconnect')}
            </p>
          ) : null}
          <div className="google-buttons">
            {connection.state === 'needsReconnect' && allows.connect && status.configured
              ? connect(t('google.reconnect'))
              : null}
            {connection.state === 'connected' && allows.import ? (
              <button
                type="button"
                className="button button--primary"
                aria-expanded={importing}
                onClick={() => setImporting(true)}
              >
                {t('google.import.open')}
              </button>
            ) : null}
            {allows.disconnect ? (
              <GoogleConnectionForm
                formName={GOOGLE_DISCONNECT_FORM}
                label={t('google.disconnect')}
                onSubmit={disconnect}
                pending={pending}
              />
            ) : null}
          </div>
          {importing && connection.state === 'connected' ? (
            <GoogleImport
              sandbox={connection.sandbox}
              onImported={onLocations}
              onClose={() => setImporting(false)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
