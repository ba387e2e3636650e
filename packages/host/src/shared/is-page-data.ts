import type { WebOperationData } from '@agency/contracts';

/** The data of a page load (Index/index) as the contract answers it. */
export type PageData = WebOperationData<'Index/index'>;

/** Whether an answer is a page load's data: a page object with the caller's actions and roles as lists (the page's own fields are the backend's, checked against the contract by web-api's tests). */
export function isPageData(data: unknown): data is PageData {
  if (typeof data !== 'object' || data === null) return false;
  if (!('page' in data && 'actions' in data && 'roles' in data)) return false;
  const { page, actions, roles } = data;
  return (
    typeof page === 'object' &&
    page !== null &&
    Array.isArray(actions) &&
    actions.every((action) => typeof action === 'string') &&
    Array.isArray(roles) &&
    roles.every((role) => typeof role === 'string')
  );
}
