import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { Link } from '../../../components/Link';
import { useNavigate } from '../../../provider/hooks';
import { useIsBrowser } from '../../../provider/use-is-browser';
import type { AccountMessageKey } from '../i18n/en';
import { type ListQuery, listUrl } from '../list-url';
import { useText } from '../use-text';
import { ReviewPeriodFilter } from './ReviewPeriodFilter';

/** Props of `ListToolbar`: the list's path and query, its sorts, and the buttons it offers. */
export interface ListToolbarProps {
  readonly path: string;
  readonly query: ListQuery;
  readonly sorts: readonly string[];
  readonly searchHint: AccountMessageKey;
  readonly defaultSort: string;
  readonly onCreate: (() => void) | null;
  /** The list's URL with the new record's form open: the add button before JavaScript runs. */
  readonly createHref: string;
  /** Offer the all / unread / read filter (notifications). */
  readonly readFilter?: boolean;
  /** Offer the unanswered and stars filters (reviews). */
  readonly reviewFilters?: boolean;
  /** More tools (the maps import on the locations list). */
  readonly children?: ReactNode;
}

/**
 * Search, sort, the read filter (notifications) and the active/archive switch of a pins list; each
 * change navigates to the list's URL (q, sort, read, archived; back to page 1) so the page load answers the new list.
 */
export function ListToolbar({
  path,
  query,
  sorts,
  searchHint,
  defaultSort,
  onCreate,
  createHref,
  readFilter = false,
  reviewFilters = false,
  children,
}: ListToolbarProps) {
  const { t } = useText();
  const navigate = useNavigate();
  const browser = useIsBrowser();
  const id = useId();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(listUrl(path, query, { q }));
  };
  const sortOptions = sorts.flatMap((sort) => [sort, `-${sort}`]);
  return (
    <div className="list-toolbar">
      <search>
        <form className="list-toolbar__search" method="get" action={path} onSubmit={search}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {t('list.search')}
          </label>
          <input
            id={`${id}-q`}
            className="field__input"
            type="search"
            name="q"
            maxLength={200}
            defaultValue={query.q ?? ''}
            placeholder={t(searchHint)}
          />
          {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
          {query.archived ? <input type="hidden" name="archived" value="true" /> : null}
          {query.read === undefined ? null : (
            <input type="hidden" name="read" value={String(query.read)} />
          )}
          <button type="submit" className="button">
            {t('list.searchSubmit')}
          </button>
        </form>
      </search>
      <div className="list-toolbar__sort">
        <label htmlFor={`${id}-sort`}>{t('list.sort')}</label>
        <select
          id={`${id}-sort`}
          className="field__input"
          value={query.sort ?? defaultSort}
          onChange={(event) => navigate(listUrl(path, query, { sort: event.target.value }))}
        >
          {sortOptions.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sort.${sort}` as AccountMessageKey)}
            </option>
          ))}
        </select>
      </div>
      {readFilter ? (
        <div className="list-toolbar__sort">
          <label htmlFor={`${id}-read`}>{t('list.readFilter')}</label>
          <select
            id={`${id}-read`}
            className="field__input"
            value={query.read === undefined ? 'all' : query.read ? 'read' : 'unread'}
            onChange={(event) => {
              const choice = event.target.value;
              navigate(
                listUrl(path, query, { read: choice === 'all' ? undefined : choice === 'read' }),
              );
            }}
          >
            <option value="all">{t('list.readFilter.all')}</option>
            <option value="unread">{t('list.readFilter.unread')}</option>
            <option value="read">{t('list.readFilter.read')}</option>
          </select>
        </div>
      ) : null}
      {reviewFilters ? (
        <>
          <div className="list-toolbar__sort">
            <input
              id={`${id}-unanswered`}
              type="checkbox"
              checked={query.unanswered === true}
              onChange={(event) =>
                navigate(listUrl(path, query, { unanswered: event.target.checked || undefined }))
              }
            />
            <label htmlFor={`${id}-unanswered`}>{t('list.unanswered')}</label>
          </div>
          <div className="list-toolbar__sort">
            <label htmlFor={`${id}-rating`}>{t('list.rating')}</label>
            <select
              id={`${id}-rating`}
              className="field__input"
              value={query.rating === undefined ? '' : String(query.rating)}
              onChange={(event) =>
                navigate(
                  listUrl(path, query, {
                    rating: event.target.value === '' ? undefined : Number(event.target.value),
                  }),
                )
              }
            >
              <option value="">{t('list.ratingAny')}</option>
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={String(stars)}>
                  {'★'.repeat(stars)}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
      {reviewFilters ? <ReviewPeriodFilter path={path} query={query} /> : null}
      <nav className="list-toolbar__views" aria-label={t('list.views')}>
        <Link
          to={listUrl(path, query, { archived: false })}
          keep={['q', 'sort', 'read']}
          aria-current={query.archived ? undefined : 'page'}
        >
          {t('list.showActive')}
        </Link>
        <Link
          to={listUrl(path, query, { archived: true })}
          keep={['q', 'sort', 'archived', 'read']}
          aria-current={query.archived ? 'page' : undefined}
        >
          {t('list.showArchived')}
        </Link>
      </nav>
      <div className="list-toolbar__actions">
        {onCreate === null ? null : browser ? (
          <button type="button" className="button button--primary" onClick={onCreate}>
            {t('list.create')}
          </button>
        ) : (
          <a className="button button--primary" href={createHref}>
            {t('list.create')}
          </a>
        )}
        {children}
      </div>
    </div>
  );
}
