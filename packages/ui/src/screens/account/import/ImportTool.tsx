import { isWebError } from '@agency/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { PostForm } from '../../../components/PostForm';
import { useApi } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import type { ImportLimits } from '../page-data';
import { useText } from '../use-text';
import { ImportRows } from './ImportRows';
import {
  type ImportPreview,
  type ImportReport,
  type ImportRow,
  readPreview,
  readReport,
  refusedRows,
} from './import-data';

type Step =
  | { readonly step: 'choose'; readonly problem: string | null }
  | { readonly step: 'previewing' }
  | { readonly step: 'preview'; readonly file: File; readonly preview: ImportPreview }
  | { readonly step: 'committing'; readonly file: File; readonly preview: ImportPreview }
  | { readonly step: 'done'; readonly report: ImportReport }
  | { readonly step: 'refused'; readonly rows: readonly ImportRow[] };

const ACCEPT = '.csv,.json,.geojson,text/csv,application/json,application/geo+json';

/**
 * The maps import of the locations toolbar: choose a Google Business Profile spreadsheet (CSV) or
 * Takeout saved places (GeoJSON), see each row and its problems (Import/preview), import all rows
 * (Import/commit) with progress, and read the per-row report. `onImported` refreshes the list.
 */
export function ImportTool({
  limits,
  onImported,
}: {
  readonly limits: ImportLimits | null;
  readonly onImported: () => void;
}) {
  const { t } = useText();
  const api = useApi();
  const lang = useLang();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<Step>({ step: 'choose', problem: null });

  const send = (subaction: 'preview' | 'commit', file: File) => {
    const form = new FormData();
    form.append('controller', 'Import');
    form.append('subaction', subaction);
    form.append('lang', lang);
    form.append('file', file, file.name);
    return api.call(`Import/${subaction}`, { lang }, { form });
  };
  const failure = (error: unknown) =>
    t('import.failed', { reason: isWebError(error) ? error.message : String(error) });

  const preview = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (file === undefined) return setState({ step: 'choose', problem: t('import.noFile') });
    if (limits !== null && file.size > limits.maxBytes)
      return setState({
        step: 'choose',
        problem: t('import.tooLarge', { size: Math.round(limits.maxBytes / 1048576) }),
      });
    setState({ step: 'previewing' });
    try {
      const { data } = await send('preview', file);
      const read = readPreview(data);
      setState(
        read === null
          ? { step: 'choose', problem: failure('') }
          : { step: 'preview', file, preview: read },
      );
    } catch (error) {
      setState({ step: 'choose', problem: failure(error) });
    }
  };

  const commit = async (file: File, shown: ImportPreview) => {
    setState({ step: 'committing', file, preview: shown });
    try {
      const { data } = await send('commit', file);
      const report = readReport(data);
      setState(
        report === null ? { step: 'choose', problem: failure('') } : { step: 'done', report },
      );
      if (report !== null) onImported();
    } catch (error) {
      const rows = refusedRows(error);
      setState(
        rows === null ? { step: 'choose', problem: failure(error) } : { step: 'refused', rows },
      );
    }
  };

  if (!open)
    return (
      <button
        type="button"
        className="button"
        aria-expanded={false}
        aria-controls={id}
        onClick={() => setOpen(true)}
      >
        {t('import.open')}
      </button>
    );
  return (
    <section id={id} className="import-tool" aria-labelledby={`${id}-title`}>
      <div className="import-tool__header">
        <h2 id={`${id}-title`}>{t('import.title')}</h2>
        <button type="button" className="button button--small" onClick={() => setOpen(false)}>
          {t('import.close')}
        </button>
      </div>
      <p>{t('import.lead')}</p>
      {state.step === 'choose' || state.step === 'previewing' ? (
        <PostForm className="import-tool__choose" onSubmit={preview} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-file`}>
              {t('import.file')}
            </label>
            <input
              ref={input}
              id={`${id}-file`}
              className="field__input"
              type="file"
              accept={ACCEPT}
              aria-describedby={`${id}-limits${state.step === 'choose' && state.problem ? ` ${id}-problem` : ''}`}
              aria-invalid={state.step === 'choose' && state.problem !== null}
            />
            {limits === null ? null : (
              <p id={`${id}-limits`} className="field__hint">
                {t('import.limits', {
                  rows: limits.maxRows,
                  size: Math.round(limits.maxBytes / 1048576),
                })}
              </p>
            )}
            {state.step === 'choose' && state.problem !== null ? (
              <p id={`${id}-problem`} className="field__message" role="alert">
                {state.problem}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={state.step === 'previewing'}
            aria-busy={state.step === 'previewing'}
          >
            {state.step === 'previewing' ? t('import.previewing') : t('import.preview')}
          </button>
        </PostForm>
      ) : null}
      {state.step === 'preview' || state.step === 'committing' ? (
        <div className="import-tool__preview">
          <p role="status">
            {t('import.summary', {
              format: t(`import.format.${state.preview.format}`),
              valid: state.preview.valid,
              invalid: state.preview.invalid,
            })}
          </p>
          <ImportRows rows={state.preview.rows} />
          {state.preview.invalid > 0 ? (
            <p className="form__message" role="alert">
              {t('import.blocked')}
            </p>
          ) : null}
          {state.step === 'committing' ? (
            <div className="import-tool__progress" role="status">
              <progress aria-label={t('import.committing', { count: state.preview.valid })} />
              <span>{t('import.committing', { count: state.preview.valid })}</span>
            </div>
          ) : (
            <div className="import-tool__actions">
              {state.preview.invalid === 0 && state.preview.valid > 0 ? (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => commit(state.file, state.preview)}
                >
                  {t('import.commit', { count: state.preview.valid })}
                </button>
              ) : null}
              <button
                type="button"
                className="button"
                onClick={() => setState({ step: 'choose', problem: null })}
              >
                {t('import.again')}
              </button>
            </div>
          )}
        </div>
      ) : null}
      {state.step === 'done' || state.step === 'refused' ? (
        <div className="import-tool__report">
          <p role="status" className={state.step === 'refused' ? 'form__message' : undefined}>
            {state.step === 'done'
              ? t('import.done', { created: state.report.created, updated: state.report.updated })
              : t('import.refused')}
          </p>
          <ImportRows rows={state.step === 'done' ? state.report.rows : state.rows} />
          <button
            type="button"
            className="button"
            onClick={() => setState({ step: 'choose', problem: null })}
          >
            {t('import.again')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
