import type { AdminListQuery } from '@agency/core/admin';
import { isContractValue, type WebApi, type WebOperationPayload } from '../../../provider/web-api';
import type { AdminController, AdminRecord, ListFilterValues } from '../resources/resource';

/** A controller whose `list` the back office pages through: a resource's, or the audit log's. */
export type ListController = AdminController | 'Audit';

/** One page of an admin list as the /web contract answers `<Controller>/list`. */
export interface ListPage {
  readonly items: readonly AdminRecord[];
  readonly total: number;
  readonly p: number;
  readonly pages: number;
  readonly perPage: number;
}

const count = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The list page in `value`, or null when it is not one (e.g. page data of another screen). */
export function asListPage(value: unknown): ListPage | null {
  if (typeof value !== 'object' || value === null) return null;
  const list = value as Record<string, unknown>;
  if (!Array.isArray(list.items) || !count(list.total) || !count(list.p) || !count(list.pages))
    return null;
  const items = list.items.filter(
    (item): item is AdminRecord =>
      typeof item === 'object' && item !== null && typeof item.id === 'string',
  );
  return {
    items,
    total: list.total,
    p: list.p,
    pages: list.pages,
    perPage: count(list.perPage) ? list.perPage : items.length,
  };
}

/** The payload of `<Controller>/list` for a list state: p, and sort, filter and the list's own filters when set (a sort the contract does not list for it is left out). */
export function listPayload(
  controller: ListController,
  query: AdminListQuery,
  filters: ListFilterValues = {},
): WebOperationPayload<`${ListController}/list`> {
  const { sort } = query;
  return {
    ...filters,
    p: query.p,
    ...(isContractValue(`${controller}/list`, 'sort', sort) ? { sort } : {}),
    ...(query.filter === '' ? {} : { filter: query.filter }),
  };
}

/** Calls `<controller>/list` and checks the answer's shape. */
export async function fetchListPage(
  api: WebApi,
  controller: ListController,
  query: AdminListQuery,
  filters: ListFilterValues = {},
): Promise<ListPage> {
  const { data } = await api.call(`${controller}/list`, listPayload(controller, query, filters));
  const page = asListPage(data);
  if (page === null) throw new Error(`${controller}/list answered something that is not a list`);
  return page;
}

// Enough for every back-office table of an agency; a runaway answer cannot loop for ever.
const MAX_PAGES = 500;

/** Every record of `<controller>/list` for the filter and sort of `query` and the list's own filters, page after page. */
export async function fetchAllRecords(
  api: WebApi,
  controller: AdminController,
  query: Pick<AdminListQuery, 'sort' | 'filter'>,
  filters: ListFilterValues = {},
): Promise<AdminRecord[]> {
  const records: AdminRecord[] = [];
  for (let p = 1; p <= MAX_PAGES; p += 1) {
    const page = await fetchListPage(api, controller, { ...query, p }, filters);
    records.push(...page.items);
    if (p >= page.pages || page.items.length === 0) break;
  }
  return records;
}
