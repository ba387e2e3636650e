import { isWebError, routePath } from '@agency/core';
import { checkLocalPost, type LocalPostDraft } from '@agency/core/forms';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from '../../../components/Link';
import { useApi, useDispatch } from '../../../provider/hooks';
import { useIsBrowser } from '../../../provider/use-is-browser';
import { useLang } from '../../../provider/use-lang';
import { type LocationChoice, loadPostLocations } from '../google/account-locations';
import type { AccountMessageKey } from '../i18n/en';
import type { PinRecord } from '../page-data';
import { problemText } from '../problems';
import { useAccountCall } from '../use-account-call';
import { useText } from '../use-text';
import { googlePostsOf } from './google-posts';

/** Props of `GooglePublishForm`: the stored publication and what follows a publish. */
export interface GooglePublishFormProps {
  readonly item: PinRecord;
  readonly onDone: () => void;
}

// The label of each field a Google post rule names.
const FIELD_LABELS: Readonly<Record<string, AccountMessageKey>> = {
  body: 'field.body',
  postType: 'field.postType',
  'callToAction.type': 'field.callToAction',
  'callToAction.url': 'field.callToActionUrl',
  event: 'field.eventTitle',
  'event.title': 'field.eventTitle',
  'event.startsAt': 'field.eventStartsAt',
  'event.endsAt': 'field.eventEndsAt',
  offer: 'field.offerTitle',
  'offer.title': 'field.offerTitle',
  'offer.startsOn': 'field.offerStartsOn',
  'offer.endsOn': 'field.offerEndsOn',
  'offer.couponCode': 'field.couponCode',
  'offer.redeemUrl': 'field.redeemUrl',
  'offer.terms': 'field.terms',
};

// The stored publication as core's Google post rules read it.
function draftOf(item: PinRecord): LocalPostDraft {
  return {
    postType: typeof item.postType === 'string' ? item.postType : 'standard',
    body: typeof item.body === 'string' ? item.body : '',
    callToAction: (item.callToAction ?? null) as LocalPostDraft['callToAction'],
    event: (item.event ?? null) as LocalPostDraft['event'],
    offer: (item.offer ?? null) as LocalPostDraft['offer'],
  };
}

// The server's words of a refusal: each field error's message, else none.
function serverWords(error: unknown): string[] {
  if (!isWebError(error)) return [];
  const fields = (error.data as { fields?: { message?: string }[] } | null)?.fields ?? [];
  return fields.flatMap((field) => (field.message ? [field.message] : []));
}

/**
 * Where a saved publication is on Google: the locations linked to the account's Google listings as
 * checkboxes (checked: the post is, or is to be, there). Publishing checks the saved post first as
 * Google takes it (core's `checkLocalPost`: each problem named with its field, nothing sent), then
 * Publications/publishGoogle queues a post for each checked listing and a deletion for each
 * unchecked one that had it. Offered only once the page runs in the browser.
 */
export function GooglePublishForm({ item, onDone }: GooglePublishFormProps) {
  const { t } = useText();
  const id = useId();
  const api = useApi();
  const lang = useLang();
  const call = useAccountCall();
  const dispatch = useDispatch();
  const [choices, setChoices] = useState<readonly LocationChoice[] | 'loading' | 'error'>(
    'loading',
  );
  const [chosen, setChosen] = useState<readonly string[]>(() =>
    googlePostsOf(item)
      .filter((post) => post.state !== 'deleting')
      .map((post) => post.locationId),
  );
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [pending, setPending] = useState(false);
  const browser = useIsBrowser();

  useEffect(() => {
    let current = true;
    loadPostLocations(api, lang).then(
      (found) => current && setChoices(found),
      () => current && setChoices('error'),
    );
    return () => {
      current = false;
    };
  }, [api, lang]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found =
      chosen.length === 0
        ? []
        : Object.entries(checkLocalPost(draftOf(item))).map(([field, problem]) => {
            const label = FIELD_LABELS[field];
            const words = problem === undefined ? '' : problemText(t, problem);
            return label === undefined ? words : `${t(label)}: ${words}`;
          });
    setProblems(found);
    if (found.length > 0) return;
    setPending(true);
    const outcome = await call(
      'Publications/publishGoogle',
      { id: item.id, locationIds: [...chosen] },
      { quietFields: true },
    );
    setPending(false);
    if (!outcome.ok) {
      setProblems(serverWords(outcome.error));
      return;
    }
    dispatch({
      type: 'notification/opened',
      notification: { type: 'other', text: t('post.queued') },
    });
    onDone();
  };

  // The listings are read in the browser: without JavaScript no publishing is offered rather than one that cannot load.
  if (!browser) return null;
  return (
    <form className="pin-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('post.publishTitle', { name: item.name })}</h2>
      {choices === 'loading' ? (
        <p role="status">{t('list.loading')}</p>
      ) : choices === 'error' ? (
        <p role="alert">{t('list.error')}</p>
      ) : choices.length === 0 ? (
        <p>
          {t('post.noLinked')}{' '}
          <Link to={routePath('account-pins-locations', lang)}>{t('kind.locations')}</Link>
        </p>
      ) : (
        <fieldset className="field field--choices" aria-describedby={`${id}-hint`}>
          <legend className="field__label">{t('post.locations')}</legend>
          <p id={`${id}-hint`} className="field__hint">
            {t('post.publishHint')}
          </p>
          <div className="field__checks">
            {choices.map((choice) => (
              <label key={choice.id} className="field__check">
                <input
                  type="checkbox"
                  name="locationIds"
                  value={choice.id}
                  checked={chosen.includes(choice.id)}
                  onChange={(change) =>
                    setChosen(
                      change.target.checked
                        ? [...chosen, choice.id]
                        : chosen.filter((chosenId) => chosenId !== choice.id),
                    )
                  }
                />
                {choice.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {problems.length === 0 ? null : (
        <ul className="field__message" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {Array.isArray(choices) && choices.length > 0 ? (
        <div className="pin-form__buttons">
          <button
            type="submit"
            className="button button--primary"
            disabled={pending}
            aria-busy={pending}
          >
            {t('post.publish')}
          </button>
        </div>
      ) : null}
    </form>
  );
}
