/** Where a controller's calls belong: the public site, the customer account or the back office. */
export type ControllerArea = 'site' | 'account' | 'admin';

const ACCOUNT_CONTROLLERS = new Set([
  'Account',
  'Locations',
  'Advertising',
  'Publications',
  'Notifications',
  'Reviews',
  'Sites',
  'Statistics',
  'Import',
  'Google',
]);
const SITE_CONTROLLERS = new Set(['Index', 'Auth', 'Admin', 'Leads']);

/** The area of a controller of the contract: Index, Auth and Admin (sign-in) are the site's; the pins and account are the account's; the rest the back office's. */
export function controllerArea(controller: string): ControllerArea {
  if (SITE_CONTROLLERS.has(controller)) return 'site';
  return ACCOUNT_CONTROLLERS.has(controller) ? 'account' : 'admin';
}

/**
 * "Customer and admin tokens are not interchangeable": account calls are a customer session's, back-office
 * calls a back-office session's, whatever a role was granted; the site's calls are everyone's.
 */
export function areaAdmits(
  area: ControllerArea,
  callerKind: 'anonymous' | 'customer' | 'admin',
): boolean {
  if (area === 'site') return true;
  return area === 'account' ? callerKind === 'customer' : callerKind === 'admin';
}
