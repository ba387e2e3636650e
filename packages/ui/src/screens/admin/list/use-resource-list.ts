import type { AdminListQuery } from '@agency/core/admin';
import { useCallback, useState } from 'react';
import { type LoadState, useLoad } from '../../../components/use-load';
import { useApi } from '../../../provider/hooks';
import type { ListFilterValues } from '../resources/resource';
import { useAdminPage } from '../use-admin-page';
import { asListPage, fetchListPage, type ListController, type ListPage } from './list-page';

/** A list as a screen shows it: loading, failed (with the error), or a page of records. */
export type ListState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly page: ListPage };

/**
 * The records of `<controller>/list` for the URL's list state. The page load already carries the
 * first answer (filtered by p, filter and the list's own filters); a sort, a retry or a change after a save asks the
 * list operation itself.
 */
export function useResourceList(
  controller: ListController,
  route: string,
  query: AdminListQuery,
  filters: ListFilterValues = {},
): { readonly state: ListState; readonly reload: () => void } {
  const api = useApi();
  const page = useAdminPage();
  const pageList = page?.route === route ? page.list : undefined;
  const fromPage = query.sort === null ? asListPage(pageList) : null;
  // Reloading refers to the page data it replaced: a new page load makes that data current again.
  const [reloaded, setReloaded] = useState<{ of: unknown; count: number } | null>(null);
  const usePageData = fromPage !== null && (reloaded === null || reloaded.of !== pageList);
  const key = JSON.stringify([query.p, query.sort, query.filter, filters, reloaded?.count ?? 0]);
  const load = useCallback(() => {
    const [p, sort, filter, own] = JSON.parse(key) as [
      number,
      string | null,
      string,
      ListFilterValues,
    ];
    return fetchListPage(api, controller, { p, sort, filter }, own);
  }, [api, controller, key]);
  const { state: fetched } = useLoad(usePageData ? null : load);

  const reload = useCallback(
    () => setReloaded((current) => ({ of: pageList, count: (current?.count ?? 0) + 1 })),
    [pageList],
  );
  const state: ListState =
    usePageData && fromPage !== null ? { status: 'ready', page: fromPage } : asListState(fetched);
  return { state, reload };
}

function asListState(loaded: LoadState<ListPage>): ListState {
  return loaded.status === 'ready' ? { status: 'ready', page: loaded.value } : loaded;
}
