import { adminCan } from '@agency/core/admin';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { GoogleConnectionFacts } from '../../../components/GoogleConnectionFacts';
import { GoogleConnectionForm } from '../../../components/GoogleConnectionForm';
import { GoogleOutcomeNotice } from '../../../components/GoogleOutcomeNotice';
import {
  AGENCY_GOOGLE_CONNECT_FORM,
  AGENCY_GOOGLE_DISCONNECT_FORM,
  googleOutcomeOf,
  isGoodGoogleOutcome,
  readGoogleStatus,
} from '../../../components/google-connection';
import { useConfirm } from '../../../components/use-confirm';
import { useLoad } from '../../../components/use-load';
import { useApi, useDispatch } from '../../../provider/hooks';
import { usePageLocation } from '../../../provider/page-location';
import { errorNotification } from '../form/server-problems';
import { useAdminText } from '../i18n/admin-intl';
import { ListError, ListLoading } from '../list/ListStatus';
import { useFormatDate } from '../list/use-format-date';
import { useAdminActions } from '../use-admin-page';
import { AgencyListings } from './AgencyListings';
import { GoogleSyncProblems } from './GoogleSyncProblems';

/**
 * The overview's "Google Business Profile (agency)" panel: the agency's own connection
 * (AgencyGoogle/status) with Connect (`_form=agencyGoogleConnect`, a plain post the host answers
 * with Google's consent page) and Disconnect (`_form=agencyGoogleDisconnect`, confirmed first when
 * JavaScript runs), the listings the agency manages with the customer each is linked to, and what
 * needs attention across customers (GoogleSync/problems). Only what the admin's actions permit.
 */
export function AgencyGooglePanel() {
  const { t } = useAdminText();
  const id = useId();
  const actions = useAdminActions();
  const { query } = usePageLocation();
  const can = (pair: string) => {
    const [controller = '', subaction = ''] = pair.split('/');
    return adminCan(actions, controller, subaction);
  };
  const outcome = googleOutcomeOf(query);
  const status = can('AgencyGoogle/status');
  const problems = can('GoogleSync/problems');
  if (!status && !problems && outcome === null) return null;
  return (
    <section className="admin-google" aria-labelledby={id}>
      <h2 id={id}>{t('google.title')}</h2>
      {outcome === null ? null : (
        <GoogleOutcomeNotice
          text={t(`google.outcome.${outcome}`)}
          ok={isGoodGoogleOutcome(outcome)}
        />
      )}
      {status ? <AgencyConnection can={can} /> : null}
      {problems ? <GoogleSyncProblems /> : null}
    </section>
  );
}

function AgencyConnection({ can }: { readonly can: (pair: string) => boolean }) {
  const { t } = useAdminText();
  const api = useApi();
  const dispatch = useDispatch();
  const confirm = useConfirm();
  const formatDate = useFormatDate();
  const [pending, setPending] = useState(false);
  const { state, retry } = useLoad(
    useCallback(
      () =>
        api.call('AgencyGoogle/status', {}).then(({ data }) => {
          const read = readGoogleStatus(data);
          if (read === null) throw new Error('AgencyGoogle/status answered something else');
          return read;
        }),
      [api],
    ),
  );
  if (state.status === 'loading') return <ListLoading />;
  if (state.status === 'error') return <ListError onRetry={retry} />;
  const { connection, configured, sandbox } = state.value;
  const connect = (label: string) =>
    can('AgencyGoogle/connectStart') && configured ? (
      <GoogleConnectionForm formName={AGENCY_GOOGLE_CONNECT_FORM} label={label} primary />
    ) : null;

  const disconnect = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !(await confirm())) return;
    setPending(true);
    try {
      await api.call('AgencyGoogle/disconnect', {});
      dispatch({
        type: 'notification/opened',
        notification: { type: 'other', text: t('google.disconnected') },
      });
      retry();
    } catch (error) {
      dispatch({ type: 'notification/opened', notification: errorNotification(error) });
    } finally {
      setPending(false);
    }
  };

  if (connection === null)
    return (
      <div className="admin-google__connection">
        <p>
          {configured ? t('google.notConnected') : t('google.notConfigured')}
          {configured && sandbox ? (
            <span className="google-sandbox"> {t('google.sandbox')}</span>
          ) : null}
        </p>
        {connect(t('google.connect'))}
      </div>
    );
  return (
    <>
      <div className="admin-google__connection">
        <GoogleConnectionFacts
          connection={connection}
          formatInstant={formatDate}
          t={t}
          sandboxLabel
        />
        {connection.state === 'needsReconnect' ? (
          <p className="admin-google__alert" role="alert">
            {t('google.needsReconnect')}
          </p>
        ) : null}
        <div className="google-buttons">
          {connection.state === 'needsReconnect' ? connect(t('google.reconnect')) : null}
          {can('AgencyGoogle/disconnect') ? (
            <GoogleConnectionForm
              formName={AGENCY_GOOGLE_DISCONNECT_FORM}
              label={t('google.disconnect')}
              onSubmit={disconnect}
              pending={pending}
            />
          ) : null}
        </div>
      </div>
      {can('AgencyGoogle/locations') ? <AgencyListings can={can} /> : null}
    </>
  );
}
