import { routePath } from '@agency/core';
import { type AdminListQuery, adminListQuery, adminListSearch } from '@agency/core/admin';
import { useCallback } from 'react';
import { useNavigate } from '../../../provider/hooks';
import { usePageLocation } from '../../../provider/page-location';
import type { ListFilterValues, ResourceDescription } from '../resources/resource';

const NO_FILTERS: ListFilterValues = {};

/** The route query of a list's own filters. */
export function listFiltersSearch(filters: ListFilterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, String(value)]));
}

/**
 * The list state kept in the URL (p, sort, filter, and the list's own filters) and the navigation
 * to another state; a move keeps the current own filters unless it is given new ones.
 */
export function useListLocation(
  resource: Pick<ResourceDescription, 'route' | 'sorts' | 'listFilters'>,
): {
  readonly query: AdminListQuery;
  readonly filters: ListFilterValues;
  readonly go: (
    next: AdminListQuery,
    options?: { replace?: boolean },
    filters?: ListFilterValues,
  ) => void;
} {
  const { query, lang } = usePageLocation();
  const navigate = useNavigate();
  const list = adminListQuery(query, resource.sorts);
  const filters = resource.listFilters?.read(query) ?? NO_FILTERS;
  const kept = JSON.stringify(filters);
  const go = useCallback(
    (next: AdminListQuery, options?: { replace?: boolean }, given?: ListFilterValues) => {
      const own = given ?? (JSON.parse(kept) as ListFilterValues);
      const search = { ...adminListSearch(next), ...listFiltersSearch(own) };
      navigate(routePath(resource.route, lang, {}, search), options);
    },
    [navigate, resource.route, lang, kept],
  );
  return { query: list, filters, go };
}
