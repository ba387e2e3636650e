import { routePath } from '@agency/core';
import { type AdminListQuery, adminListQuery, adminListSearch } from '@agency/core/admin';
import { useCallback } from 'react';
import { useNavigate } from '../../../provider/hooks';
import { usePageLocation } from '../../../provider/page-location';
import type { ResourceDescription } from '../resources/resource';

/** The list state kept in the URL (p, sort, filter) and the navigation to another state. */
export function useListLocation(resource: Pick<ResourceDescription, 'route' | 'sorts'>): {
  readonly query: AdminListQuery;
  readonly go: (next: AdminListQuery, options?: { replace?: boolean }) => void;
} {
  const { query, lang } = usePageLocation();
  const navigate = useNavigate();
  const list = adminListQuery(query, resource.sorts);
  const go = useCallback(
    (next: AdminListQuery, options?: { replace?: boolean }) =>
      navigate(routePath(resource.route, lang, {}, adminListSearch(next)), options),
    [navigate, resource.route, lang],
  );
  return { query: list, go };
}
