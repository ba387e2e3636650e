import { useCallback, useState } from 'react';
import { useApi } from '../../../provider/hooks';
import { useLang } from '../../../provider/use-lang';
import { isContractValue } from '../../../provider/web-api';
import type { PinController } from '../kind-routes';
import type { ListQuery } from '../list-url';
import { type ListPage, readListPage } from '../page-data';

/**
 * The list to show: the page load's, or — after a change on this page — the same page of the list
 * asked again with `<Controller>/list` (a navigation to the same URL loads nothing new). A later
 * page load (another URL) replaces it.
 */
export function useFreshList(controller: PinController, fromPage: unknown, query: ListQuery) {
  const api = useApi();
  const lang = useLang();
  const [fresh, setFresh] = useState<{ readonly source: unknown; readonly list: ListPage } | null>(
    null,
  );
  const refresh = useCallback(async () => {
    try {
      const operation = `${controller}/list` as const;
      const { sort, ...rest } = query;
      // The URL's sort key goes to the server only when the contract knows it for this list.
      const { data } = await api.call(operation, {
        lang,
        ...rest,
        ...(isContractValue(operation, 'sort', sort) ? { sort } : {}),
      });
      const list = readListPage(data);
      if (list !== null) setFresh({ source: fromPage, list });
    } catch {
      // The change itself succeeded; the list stays as it was until the next page load.
    }
  }, [api, lang, controller, query, fromPage]);
  const list = fresh !== null && fresh.source === fromPage ? fresh.list : readListPage(fromPage);
  return { list, refresh };
}
