import { useId, useState } from 'react';
import { useDispatch } from '../../../provider/hooks';
import { useIsBrowser } from '../../../provider/use-is-browser';
import { formatInstant } from '../format';
import type { PinRecord } from '../page-data';
import { useAccountCall } from '../use-account-call';
import { useText } from '../use-text';
import { GoogleSyncState } from './GoogleSyncState';
import {
  formatLinkedValue,
  LINKED_FIELD_LABELS,
  type LinkedLocationField,
  readGoogleLink,
} from './location-google';

/** Props of `GoogleChanges`: the location as stored, and what follows a decision (the answered location). */
export interface GoogleChangesProps {
  readonly item: PinRecord;
  readonly canResolve: boolean;
  readonly onResolved: (
    item: PinRecord,
    field: LinkedLocationField,
    decision: 'accept' | 'overwrite',
  ) => void;
}

/**
 * A linked location's standing with Google on its edit form, and the changes made on Google's side
 * field by field, each with Google's value beside ours: Accept takes Google's, Keep mine sends ours
 * to Google again (Locations/resolveGoogle). The buttons need JavaScript; before it runs the
 * changes are only listed.
 */
export function GoogleChanges({ item, canResolve, onResolved }: GoogleChangesProps) {
  const { t, intl } = useText();
  const id = useId();
  const call = useAccountCall();
  const dispatch = useDispatch();
  const browser = useIsBrowser();
  const [pending, setPending] = useState<LinkedLocationField | null>(null);
  const link = readGoogleLink(item);
  if (link === null) return null;

  const resolve = async (field: LinkedLocationField, decision: 'accept' | 'overwrite') => {
    setPending(field);
    const outcome = await call(
      'Locations/resolveGoogle',
      decision === 'accept'
        ? { id: item.id, accept: [field] }
        : { id: item.id, overwrite: [field] },
    );
    setPending(null);
    if (!outcome.ok) return;
    const label = t(LINKED_FIELD_LABELS[field]);
    dispatch({
      type: 'notification/opened',
      notification: {
        type: 'other',
        text: t(decision === 'accept' ? 'google.changes.accepted' : 'google.changes.kept', {
          field: label,
        }),
      },
    });
    onResolved(outcome.data.item as unknown as PinRecord, field, decision);
  };

  return (
    <section className="google-changes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('google.changes.title')}</h3>
      <p className="google-changes__state">
        <GoogleSyncState item={item} />
        {link.syncedAt === null ? null : (
          <span className="google-changes__synced">
            {t('google.sync.syncedAt', { date: formatInstant(intl, link.syncedAt) })}
          </span>
        )}
      </p>
      {link.state === 'unlinked' ? <p>{t('google.sync.unlinkedWhy')}</p> : null}
      {link.googleChanges.length === 0 ? null : (
        <>
          <p>{t('google.changes.lead')}</p>
          <ul className="google-changes__list">
            {link.googleChanges.map((change) => {
              const label = t(LINKED_FIELD_LABELS[change.field]);
              return (
                <li key={change.field} className="google-changes__item">
                  <strong>{label}</strong>
                  <span>
                    {t('google.changes.google')}:{' '}
                    {formatLinkedValue(change.field, change.google, t, intl)}
                  </span>
                  <span>
                    {t('google.changes.mine')}:{' '}
                    {formatLinkedValue(change.field, item[change.field], t, intl)}
                  </span>
                  {browser && canResolve ? (
                    <span className="google-changes__buttons">
                      <button
                        type="button"
                        className="button button--small"
                        disabled={pending !== null}
                        aria-label={t('google.changes.acceptNamed', { field: label })}
                        onClick={() => resolve(change.field, 'accept')}
                      >
                        {t('google.changes.accept')}
                      </button>
                      <button
                        type="button"
                        className="button button--small"
                        disabled={pending !== null}
                        aria-label={t('google.changes.keepNamed', { field: label })}
                        onClick={() => resolve(change.field, 'overwrite')}
                      >
                        {t('google.changes.keep')}
                      </button>
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
