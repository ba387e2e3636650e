import { badRequest, notFound } from '../http/google-error';
import { jsonResponse } from '../http/json-response';
import { pageOf, resolvePageSize } from '../http/paging';
import { bindQuery, int32Param } from '../http/query-params';
import { managedAccount, managedAccounts } from './access';
import type { ApiHandler } from './api-call';

/**
 * GET mybusinessaccountmanagement.googleapis.com/v1/accounts: the accounts the caller manages,
 * personal first, 20 a page at most; `filter` takes only `type=…`, as the reference says.
 * https://developers.google.com/my-business/reference/accountmanagement/rest/v1/accounts/list
 */
export const listAccounts: ApiHandler = ({ ctx, caller, url }) => {
  const bound = bindQuery(url.searchParams, {
    single: ['pageSize', 'pageToken', 'filter', 'parentAccount'],
  });
  if (!bound.ok) return bound.response;
  const { single } = bound.query;
  const pageSize = int32Param('pageSize', single.get('pageSize'));
  if (!pageSize.ok) return pageSize.response;
  const size = resolvePageSize(pageSize.value, 20, 20);
  if (!size.ok) return size.response;

  let accounts = managedAccounts(ctx, caller.user).map((entry) => entry.account);
  const parent = single.get('parentAccount');
  if (parent !== undefined && parent !== '') {
    // No sandbox account is an organization or user group with accounts under it.
    if (!managedAccount(ctx, caller.user, parent)) return notFound();
    accounts = [];
  }
  const filter = single.get('filter')?.trim() ?? '';
  if (filter !== '') {
    const match = /^type\s*=\s*"?([A-Z_]+)"?$/.exec(filter);
    if (!match) {
      return badRequest([
        {
          field: 'filter',
          description: 'Only the "type" field can be filtered on, as in type=USER_GROUP.',
        },
      ]);
    }
    accounts = accounts.filter((account) => account.type === match[1]);
  }
  const page = pageOf(
    accounts,
    single.get('pageToken'),
    size.size,
    `accounts|${parent ?? ''}|${filter}`,
  );
  if (!page.ok) return page.response;
  return jsonResponse(200, {
    ...(page.page.length > 0 ? { accounts: page.page } : {}),
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
  });
};
