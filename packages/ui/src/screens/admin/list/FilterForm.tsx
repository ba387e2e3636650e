import { routePath } from '@agency/core';
import { ADMIN_FILTER_MAX_LENGTH } from '@agency/core/admin';
import { type FormEvent, type MouseEvent, useEffect, useId, useState } from 'react';
import { usePageLocation } from '../../../provider/page-location';
import { useAdminText } from '../i18n/admin-intl';

/** Props of `FilterForm`: the filter in the URL and the move to a new one. */
export interface FilterFormProps {
  readonly filter: string;
  readonly onFilter: (filter: string) => void;
  /** The rest of the list's address a new filter keeps (sort, the list's own filters). */
  readonly kept?: Readonly<Record<string, string>>;
}

const NOTHING_KEPT: Readonly<Record<string, string>> = {};

/**
 * The list's filter: a search field applied on submit, and a clear link while one is active. A GET
 * form to the screen itself (the rest of the address in hidden fields), so it works without
 * JavaScript; with it, the move happens in the page.
 */
export function FilterForm({ filter, onFilter, kept = NOTHING_KEPT }: FilterFormProps) {
  const { t } = useAdminText();
  const { route, lang } = usePageLocation();
  const id = useId();
  const [text, setText] = useState(filter);
  useEffect(() => setText(filter), [filter]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(text);
  };
  const clear = (event: MouseEvent) => {
    // A new tab or window is the browser's to open.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onFilter('');
  };
  return (
    <div className="admin-filter">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to some browsers and test DOMs */}
      <form
        className="admin-filter__form"
        role="search"
        method="get"
        action={routePath(route.name, lang)}
        onSubmit={submit}
      >
        <label htmlFor={id}>{t('list.filter')}</label>
        <input
          id={id}
          name="filter"
          type="search"
          className="field__input"
          maxLength={ADMIN_FILTER_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {Object.entries(kept).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button">
          {t('list.filterApply')}
        </button>
        {filter === '' ? null : (
          <a className="button" href={routePath(route.name, lang, {}, kept)} onClick={clear}>
            {t('list.filterClear')}
          </a>
        )}
      </form>
    </div>
  );
}
