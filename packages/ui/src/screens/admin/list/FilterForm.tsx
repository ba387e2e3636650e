import { ADMIN_FILTER_MAX_LENGTH } from '@agency/core/admin';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useAdminText } from '../i18n/admin-intl';

/** Props of `FilterForm`: the filter in the URL and the move to a new one. */
export interface FilterFormProps {
  readonly filter: string;
  readonly onFilter: (filter: string) => void;
}

/** The list's filter: a search field applied on submit, and a clear button while one is active. */
export function FilterForm({ filter, onFilter }: FilterFormProps) {
  const { t } = useAdminText();
  const id = useId();
  const [text, setText] = useState(filter);
  useEffect(() => setText(filter), [filter]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(text);
  };
  return (
    <div className="admin-filter">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to some browsers and test DOMs */}
      <form className="admin-filter__form" role="search" onSubmit={submit}>
        <label htmlFor={id}>{t('list.filter')}</label>
        <input
          id={id}
          type="search"
          className="field__input"
          maxLength={ADMIN_FILTER_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {t('list.filterApply')}
        </button>
        {filter === '' ? null : (
          <button type="button" className="button" onClick={() => onFilter('')}>
            {t('list.filterClear')}
          </button>
        )}
      </form>
    </div>
  );
}
