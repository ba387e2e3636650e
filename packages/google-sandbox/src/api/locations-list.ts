import { getPath } from '../http/field-mask';
import { camelPath } from '../http/field-names';
import { badRequest, notFound } from '../http/google-error';
import type { JsonObject } from '../http/json-object';
import { jsonResponse } from '../http/json-response';
import { pageOf, resolvePageSize } from '../http/paging';
import { bindQuery, int32Param } from '../http/query-params';
import { managedAccount } from './access';
import type { ApiHandler } from './api-call';
import { readMaskProblem } from './location-fields';
import { matchesFilter, parseLocationFilter } from './location-filter';
import { locationView, maskedLocation } from './location-view';
import { requiredMask } from './required-mask';

/** The order of a list by `title` and `storeCode`, each ascending or with ` desc`. */
function parseOrderBy(text: string): { field: string; desc: boolean }[] | undefined {
  const keys: { field: string; desc: boolean }[] = [];
  for (const part of text.split(',')) {
    const match = /^\s*([A-Za-z_]+)(\s+desc)?\s*$/i.exec(part);
    const field = match ? camelPath(match[1] as string) : '';
    if (field !== 'title' && field !== 'storeCode') return undefined;
    keys.push({ field, desc: Boolean(match?.[2]) });
  }
  return keys;
}

/**
 * GET mybusinessbusinessinformation.googleapis.com/v1/{parent=accounts/*}/locations: the account's
 * locations with the fields of the required `readMask` (and `name`), 10 a page by default, 100 at
 * most; `orderBy` by title or storeCode; `filter` of `field="value"` clauses (with `totalSize`).
 * https://developers.google.com/my-business/reference/businessinformation/rest/v1/accounts.locations/list
 */
export const listLocations: ApiHandler = ({ ctx, caller, url, params }) => {
  const bound = bindQuery(url.searchParams, {
    single: ['pageSize', 'pageToken', 'filter', 'orderBy', 'readMask'],
  });
  if (!bound.ok) return bound.response;
  const { single } = bound.query;
  const mask = requiredMask('readMask', single.get('readMask'));
  if (!mask.ok) return mask.response;
  const maskProblem = readMaskProblem(mask.paths, 'read_mask');
  if (maskProblem) return maskProblem;
  const pageSize = int32Param('pageSize', single.get('pageSize'));
  if (!pageSize.ok) return pageSize.response;
  const size = resolvePageSize(pageSize.value, 10, 100);
  if (!size.ok) return size.response;
  const orderText = single.get('orderBy')?.trim() ?? '';
  const order = orderText === '' ? [] : parseOrderBy(orderText);
  if (!order) {
    return badRequest([
      { field: 'order_by', description: 'Valid fields to order by are title and storeCode.' },
    ]);
  }
  const filterText = single.get('filter')?.trim() ?? '';
  const filter = filterText === '' ? undefined : parseLocationFilter(filterText);
  if (filterText !== '' && !filter) {
    return badRequest([{ field: 'filter', description: `Invalid filter: ${filterText}` }]);
  }

  const accountName = `accounts/${params.accountId}`;
  const account = managedAccount(ctx, caller.user, accountName);
  if (!account) return notFound();
  let locations = account.locationNames
    .map((name) => ctx.state.locations.get(name))
    .filter((stored) => stored !== undefined)
    .map((stored) => locationView(ctx, stored));
  if (filter)
    locations = locations.filter((location) => matchesFilter(location as JsonObject, filter));
  if (order.length > 0) {
    locations = [...locations].sort((a, b) => {
      for (const { field, desc } of order) {
        const left = String(getPath(a, field) ?? '');
        const right = String(getPath(b, field) ?? '');
        const compared = left.localeCompare(right);
        if (compared !== 0) return desc ? -compared : compared;
      }
      return 0;
    });
  }
  const context = `locations|${accountName}|${orderText}|${filterText}`;
  const page = pageOf(locations, single.get('pageToken'), size.size, context);
  if (!page.ok) return page.response;
  return jsonResponse(200, {
    ...(page.page.length > 0
      ? { locations: page.page.map((location) => maskedLocation(location, mask.paths)) }
      : {}),
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    ...(filter && locations.length > 0 ? { totalSize: locations.length } : {}),
  });
};
