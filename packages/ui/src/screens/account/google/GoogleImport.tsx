import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLoad } from '../../../components/use-load';
import { useApi } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import type { WebOperationData } from '../../../provider/web-api';
import type { AccountMessageKey } from '../i18n/en';
import { useAccountCall } from '../use-account-call';
import { useText } from '../use-text';
import { type LocationChoice, loadLocationChoices } from './account-locations';
import {
  choiceCounts,
  doubleLinks,
  type GoogleImportRow,
  type ImportChoice,
  importChoices,
  initialChoices,
  linkChoice,
  readImportRows,
} from './google-import';
import { LINKED_FIELD_LABELS } from './location-google';

type Step =
  | { readonly step: 'loading' }
  | { readonly step: 'failed' }
  | { readonly step: 'preview'; readonly rows: readonly GoogleImportRow[] }
  | { readonly step: 'committing'; readonly rows: readonly GoogleImportRow[] }
  | { readonly step: 'done'; readonly report: WebOperationData<'Google/importCommit'> };

const RULE_TEXT = {
  storeCode: 'google.import.rule.storeCode',
  placeId: 'google.import.rule.placeId',
  nameAddress: 'google.import.rule.nameAddress',
  linked: 'google.import.rule.linked',
} as const satisfies Record<NonNullable<GoogleImportRow['match']>['rule'], AccountMessageKey>;

/** Props of `GoogleImport`: a sandbox connection, what follows an import, and closing the panel. */
export interface GoogleImportProps {
  readonly sandbox: boolean;
  readonly onImported: () => void;
  readonly onClose: () => void;
}

/**
 * Import from the Google connection, like the file import's preview: each listing of the connected
 * Google accounts with what it is (new; matching a location, by which rule and with the fields
 * that would change; already linked) and a choice (create, link to the match or to another of the
 * account's locations, skip). Import sends the choices in one call (Google/importCommit: all or
 * none) and shows the answer's counts.
 */
export function GoogleImport({ sandbox, onImported, onClose }: GoogleImportProps) {
  const { t } = useText();
  const api = useApi();
  const lang = useLang();
  const call = useAccountCall();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<Step>({ step: 'loading' });
  const [chosen, setChosen] = useState<Readonly<Record<string, ImportChoice>>>({});
  const locations = useLoad(useCallback(() => loadLocationChoices(api, lang), [api, lang])).state;

  const preview = useCallback(async () => {
    setStep({ step: 'loading' });
    const outcome = await call('Google/importPreview', {});
    if (!outcome.ok) return setStep({ step: 'failed' });
    const rows = readImportRows(outcome.data);
    setChosen(initialChoices(rows));
    setStep({ step: 'preview', rows });
  }, [call]);
  useEffect(() => {
    void preview();
    heading.current?.focus();
  }, [preview]);

  const rows = step.step === 'preview' || step.step === 'committing' ? step.rows : [];
  const choices = importChoices(rows, chosen);
  const twice = doubleLinks(choices);
  const counts = choiceCounts(choices);
  const options: readonly LocationChoice[] = locations.status === 'ready' ? locations.value : [];
  const nameOf = (pinId: string) =>
    options.find((location) => location.id === pinId)?.name ??
    rows.find((row) => row.match?.pinId === pinId)?.match?.pinName ??
    pinId;

  const commit = async () => {
    setStep({ step: 'committing', rows });
    const outcome = await call('Google/importCommit', { choices });
    if (!outcome.ok) return setStep({ step: 'preview', rows });
    setStep({ step: 'done', report: outcome.data });
    onImported();
  };

  return (
    <section id={id} className="import-tool google-import" aria-labelledby={`${id}-title`}>
      <div className="import-tool__header">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {t('google.import.title')}
          {sandbox ? <span className="google-sandbox"> {t('google.sandbox')}</span> : null}
        </h2>
        <button type="button" className="button button--small" onClick={onClose}>
          {t('google.import.close')}
        </button>
      </div>
      <p>{t('google.import.lead')}</p>
      {step.step === 'loading' ? <p role="status">{t('google.import.loading')}</p> : null}
      {step.step === 'failed' ? (
        <div role="alert" className="account-state account-state--error">
          <p>{t('google.import.failed')}</p>
          <button type="button" className="button" onClick={() => void preview()}>
            {t('list.retry')}
          </button>
        </div>
      ) : null}
      {(step.step === 'preview' || step.step === 'committing') && rows.length === 0 ? (
        <p role="status">{t('google.import.none')}</p>
      ) : null}
      {(step.step === 'preview' || step.step === 'committing') && rows.length > 0 ? (
        <>
          <div className="pin-table import-rows">
            <table>
              <caption className="visually-hidden">{t('google.import.rows')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('google.import.listing')}</th>
                  <th scope="col">{t('google.import.status')}</th>
                  <th scope="col">{t('google.import.choice')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row" data-label={t('google.import.listing')}>
                      <span className="google-import__title">{row.title}</span>
                      <span className="google-detail">{row.address}</span>
                      {row.storeCode === null ? null : (
                        <span className="google-detail">
                          {t('field.storeCode')}: {row.storeCode}
                        </span>
                      )}
                    </th>
                    <td data-label={t('google.import.status')}>
                      <RowStatus row={row} />
                    </td>
                    <td data-label={t('google.import.choice')}>
                      {row.status === 'linked' ? (
                        t('google.import.keepsLink')
                      ) : (
                        <select
                          className="field__input"
                          aria-label={t('google.import.choiceNamed', { name: row.title })}
                          value={chosen[row.name] ?? 'create'}
                          disabled={step.step === 'committing'}
                          onChange={(event) =>
                            setChosen((current) => ({
                              ...current,
                              [row.name]: event.target.value as ImportChoice,
                            }))
                          }
                        >
                          {row.match === null ? null : (
                            <option value={linkChoice(row.match.pinId)}>
                              {t('google.import.linkMatch', { name: row.match.pinName })}
                            </option>
                          )}
                          <option value="create">{t('google.import.create')}</option>
                          <optgroup
                            label={
                              locations.status === 'loading'
                                ? t('google.import.locationsLoading')
                                : t('google.import.linkOther')
                            }
                          >
                            {options
                              .filter((location) => location.id !== row.match?.pinId)
                              .map((location) => (
                                <option key={location.id} value={linkChoice(location.id)}>
                                  {t('google.import.linkTo', { name: location.name })}
                                </option>
                              ))}
                          </optgroup>
                          <option value="skip">{t('google.import.skip')}</option>
                        </select>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p role="status">
            {t('google.import.summary', {
              create: counts.create,
              link: counts.link,
              skip: counts.skip,
            })}
          </p>
          {twice.length > 0 ? (
            <p className="form__message" role="alert">
              {t('google.import.twice', { name: twice.map(nameOf).join(', ') })}
            </p>
          ) : null}
          {step.step === 'committing' ? (
            <div className="import-tool__progress" role="status">
              <progress aria-label={t('google.import.committing')} />
              <span>{t('google.import.committing')}</span>
            </div>
          ) : (
            <div className="import-tool__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={twice.length > 0 || counts.create + counts.link === 0}
                onClick={() => void commit()}
              >
                {t('google.import.commit')}
              </button>
            </div>
          )}
        </>
      ) : null}
      {step.step === 'done' ? (
        <div className="import-tool__report">
          <p role="status">
            {t('google.import.done', {
              created: step.report.created,
              linked: step.report.linked,
              skipped: step.report.skipped,
            })}
          </p>
          <button type="button" className="button" onClick={() => void preview()}>
            {t('google.import.again')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

// What the import would do with a listing: new, the match with its rule and the fields that would change, or linked.
function RowStatus({ row }: { readonly row: GoogleImportRow }) {
  const { t } = useText();
  if (row.status === 'new') return <>{t('google.import.status.new')}</>;
  const name = row.match?.pinName ?? '';
  if (row.status === 'linked') return <>{t('google.import.status.linked', { name })}</>;
  return (
    <>
      <span className="google-import__title">
        {t('google.import.status.matched', { name })}{' '}
        {row.match === null ? null : t(RULE_TEXT[row.match.rule])}
      </span>
      <span className="google-detail">
        {row.changes.length === 0
          ? t('google.import.noChanges')
          : t('google.import.changes', {
              fields: row.changes.map((field) => t(LINKED_FIELD_LABELS[field])).join(', '),
            })}
      </span>
    </>
  );
}
