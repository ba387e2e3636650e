import type { GoogleConnection } from './google-connection';

/** The catalogue keys `GoogleConnectionFacts` words itself with: the account's and the back office's catalogues both have them. */
export type GoogleConnectionFactKey =
  | 'google.account'
  | 'google.accountUnknown'
  | 'google.state'
  | 'google.state.connected'
  | 'google.state.needsReconnect'
  | 'google.synced'
  | 'google.syncedNever'
  | 'google.sandbox';

/** Props of `GoogleConnectionFacts`: the connection, the screen's words and how an instant is written. */
export interface GoogleConnectionFactsProps {
  readonly connection: GoogleConnection;
  readonly t: (key: GoogleConnectionFactKey) => string;
  readonly formatInstant: (iso: string) => string;
  /** Whether the demo double's label follows the account (where no other part of the screen says it). */
  readonly sandboxLabel?: boolean;
}

/** A Google Business Profile connection as facts: the Google account, its state, when it last synced. */
export function GoogleConnectionFacts({
  connection,
  t,
  formatInstant,
  sandboxLabel = false,
}: GoogleConnectionFactsProps) {
  return (
    <dl className="google-facts">
      <div>
        <dt>{t('google.account')}</dt>
        <dd>
          {connection.email ?? t('google.accountUnknown')}
          {connection.sandbox && sandboxLabel ? (
            <span className="google-sandbox"> {t('google.sandbox')}</span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('google.state')}</dt>
        <dd>
          {connection.state === 'connected'
            ? t('google.state.connected')
            : t('google.state.needsReconnect')}
        </dd>
      </div>
      <div>
        <dt>{t('google.synced')}</dt>
        <dd>
          {connection.syncedAt === null
            ? t('google.syncedNever')
            : formatInstant(connection.syncedAt)}
        </dd>
      </div>
    </dl>
  );
}
