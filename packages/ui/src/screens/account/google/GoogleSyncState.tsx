import type { PinRecord } from '../page-data';
import { useText } from '../use-text';
import { type LocationGoogleLink, readGoogleLink } from './location-google';

const STATE_TEXT = {
  inStep: 'google.sync.inStep',
  waiting: 'google.sync.waiting',
  failed: 'google.sync.failed',
  unlinked: 'google.sync.unlinked',
} as const satisfies Record<LocationGoogleLink['state'], string>;

/**
 * How a location stands with its Google listing, in words: in step, waiting, failed (with why) or
 * unlinked; through the agency's connection when it is; and how many changes made on Google wait
 * for a decision. Nothing for a location not linked to Google.
 */
export function GoogleSyncState({ item }: { readonly item: PinRecord }) {
  const { t } = useText();
  const link = readGoogleLink(item);
  if (link === null) return <>{t('form.none')}</>;
  const changes = link.googleChanges.length;
  return (
    <span className={`google-sync google-sync--${link.state}`}>
      <span className="google-sync__state">{t(STATE_TEXT[link.state])}</span>
      {link.state === 'failed' && link.message !== null ? (
        <span className="google-sync__message">{link.message}</span>
      ) : null}
      {link.via === 'agency' ? (
        <span className="google-sync__note">{t('google.sync.viaAgency')}</span>
      ) : null}
      {changes > 0 ? (
        <span className="google-sync__note">{t('google.sync.changes', { count: changes })}</span>
      ) : null}
    </span>
  );
}
