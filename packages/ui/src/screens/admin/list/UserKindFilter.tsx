import { type Query, routePath } from '@agency/core';
import { isModifiedClick } from '../../../components/Link';
import { usePageLocation } from '../../../provider/page-location';
import { useAdminText } from '../i18n/admin-intl';
import type { ListFilterControlsProps, ListFilterValues } from '../resources/resource';
import { listFiltersSearch } from './use-list-location';

const KINDS = ['customer', 'admin'] as const;

/** The users screen's `kind` from the address: customer or admin, else none. */
export function userKindFilter(query: Query): ListFilterValues {
  const kind = query.kind;
  return kind === 'customer' || kind === 'admin' ? { kind } : {};
}

/**
 * The users screen's views: everyone, customers only (where the home's count of customers leads) or
 * administrators only. Links, so they work without JavaScript; with it, they move in the page.
 */
export function UserKindFilter({ filters, query, onFilters }: ListFilterControlsProps) {
  const { t } = useAdminText();
  const { route, lang } = usePageLocation();
  const textFilter: Record<string, string> = query.filter === '' ? {} : { filter: query.filter };
  const view = (next: ListFilterValues, label: string) => (
    <a
      key={String(next.kind ?? '')}
      href={routePath(route.name, lang, {}, { ...textFilter, ...listFiltersSearch(next) })}
      aria-current={filters.kind === next.kind ? 'page' : undefined}
      onClick={(event) => {
        if (isModifiedClick(event)) return;
        event.preventDefault();
        onFilters(next);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav className="admin-leads__views" aria-label={t('userKind.legend')}>
      {view({}, t('userKind.all'))}
      {KINDS.map((kind) => view({ kind }, t(`userKind.${kind}`)))}
    </nav>
  );
}
