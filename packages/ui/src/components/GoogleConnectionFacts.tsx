import type { GoogleConnection } from './google-connection';

/** The words of `GoogleConnectionFacts`, from the account's or the back office's catalogue. */
export interface GoogleConnectionWords {
  readonly account: string;
  readonly accountUnknown: string;
  readonly state: string;
  readonly connected: string;
  readonly needsReconnect: string;
  readonly synced: string;
  readonly syncedNever: string;
  /** The label beside the account of the demo's double; none: not shown here. */
  readonly sandbox?: string;
}

/** Props of `GoogleConnectionFacts`: the connection, the words, how an instant is written, the list's class. */
export interface GoogleConnectionFactsProps {
  readonly connection: GoogleConnection;
  readonly words: GoogleConnectionWords;
  readonly formatInstant: (iso: string) => string;
  readonly className: string;
}

/** A Google Business Profile connection as facts: the Google account, its state, when it last synced. */
export function GoogleConnectionFacts({
  connection,
  words,
  formatInstant,
  className,
}: GoogleConnectionFactsProps) {
  return (
    <dl className={className}>
      <div>
        <dt>{words.account}</dt>
        <dd>
          {connection.email ?? words.accountUnknown}
          {connection.sandbox && words.sandbox !== undefined ? (
            <span className="google-sandbox"> {words.sandbox}</span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{words.state}</dt>
        <dd>{connection.state === 'connected' ? words.connected : words.needsReconnect}</dd>
      </div>
      <div>
        <dt>{words.synced}</dt>
        <dd>
          {connection.syncedAt === null ? words.syncedNever : formatInstant(connection.syncedAt)}
        </dd>
      </div>
    </dl>
  );
}
