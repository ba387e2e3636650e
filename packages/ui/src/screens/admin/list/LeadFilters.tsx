import { LANGUAGES, routePath } from '@agency/core';
import { LEAD_STATUSES, leadListFilters, leadListSearch } from '@agency/core/admin';
import { LEAD_SERVICES } from '@agency/core/forms';
import { type FormEvent, type MouseEvent, useId } from 'react';
import { isModifiedClick } from '../../../components/Link';
import { usePageLocation } from '../../../provider/page-location';
import { useAdminText } from '../i18n/admin-intl';
import type { AdminMessageKey } from '../i18n/en';
import { languageWords, serviceWords } from '../resources/lead-words';
import type { ListFilterControlsProps, ListFilterValues } from '../resources/resource';
import { LeadRetentionForm } from './LeadRetentionForm';
import { listFiltersSearch } from './use-list-location';

/**
 * The clients screen's lead filters (issue 28): status, service, language and the period a request
 * was sent in, and the suspected-spam view. A plain GET form and links, so they work without
 * JavaScript; with it, they move in the page like the text filter.
 */
export function LeadFilters({ filters, query, onFilters }: ListFilterControlsProps) {
  const { t } = useAdminText();
  const { route, lang } = usePageLocation();
  const id = useId();
  const current = leadListFilters(listFiltersSearch(filters));
  const spam = current.spam === true;
  const textFilter: Record<string, string> = query.filter === '' ? {} : { filter: query.filter };
  const href = (next: ListFilterValues) =>
    routePath(route.name, lang, {}, { ...textFilter, ...listFiltersSearch(next) });
  const move = (next: ListFilterValues) => (event: MouseEvent) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    onFilters(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const given: Record<string, string> = {};
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === 'string' && value !== '') given[key] = value;
    onFilters(leadListFilters(given));
  };
  const choice = (
    name: 'leadStatus' | 'service' | 'leadLang',
    label: AdminMessageKey,
    values: readonly string[],
    words?: (value: string) => AdminMessageKey,
  ) => (
    <div className="admin-leads__field">
      <label htmlFor={`${id}-${name}`}>{t(label)}</label>
      <select
        id={`${id}-${name}`}
        name={name}
        className="field__input"
        defaultValue={current[name] ?? ''}
      >
        <option value="">{t('leadFilter.any')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {words === undefined ? value : t(words(value))}
          </option>
        ))}
      </select>
    </div>
  );
  const day = (name: 'since' | 'until', label: AdminMessageKey) => (
    <div className="admin-leads__field">
      <label htmlFor={`${id}-${name}`}>{t(label)}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="date"
        className="field__input"
        defaultValue={current[name] ?? ''}
      />
    </div>
  );
  return (
    <div className="admin-leads">
      <nav className="admin-leads__views" aria-label={t('leadFilter.legend')}>
        <a
          href={href({})}
          aria-current={!spam && Object.keys(current).length === 0 ? 'page' : undefined}
          onClick={move({})}
        >
          {t('leadFilter.clear')}
        </a>
        <a
          href={href({ spam: true })}
          aria-current={spam ? 'page' : undefined}
          onClick={move({ spam: true })}
        >
          {t('leadFilter.spamView')}
        </a>
      </nav>
      {spam ? <p className="admin-lead">{t('leadFilter.spamHint')}</p> : null}
      {/* The key renews the uncontrolled fields when the address changes (back, forward, a view link). */}
      <form
        key={JSON.stringify(leadListSearch(current))}
        className="admin-leads__form"
        method="get"
        action={routePath(route.name, lang)}
        onSubmit={submit}
      >
        <fieldset>
          <legend>{t('leadFilter.legend')}</legend>
          {query.filter === '' ? null : <input type="hidden" name="filter" value={query.filter} />}
          {spam ? <input type="hidden" name="spam" value="true" /> : null}
          {choice(
            'leadStatus',
            'field.leadStatus',
            LEAD_STATUSES,
            (value) => `leadStatus.${value}` as AdminMessageKey,
          )}
          {choice('service', 'field.service', LEAD_SERVICES, serviceWords)}
          {choice('leadLang', 'field.leadLang', LANGUAGES, languageWords)}
          {day('since', 'leadFilter.since')}
          {day('until', 'leadFilter.until')}
          <button type="submit" className="button">
            {t('leadFilter.apply')}
          </button>
        </fieldset>
      </form>
      <LeadRetentionForm />
    </div>
  );
}
