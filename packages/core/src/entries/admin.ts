// @agency/core/admin: the back office's rules and its CSV export.
// An entry of its own so that a browser bundle loads them only with the back office.

export type { AdminListQuery } from '../admin-rules';
export {
  ADMIN_FILTER_MAX_LENGTH,
  ADMIN_PER_PAGE,
  adminCan,
  adminListQuery,
  adminListSearch,
  controllerName,
  currentPasswordProblem,
  filterAdminList,
  nonNegativeInteger,
  pageRoute,
  roleName,
  subactionName,
  toggleAdminSort,
  unprefixedRoute,
} from '../admin-rules';
// --- CSV export: fields per RFC 4180, formulas defused ---
export { csvField, defuseFormula, toCsv } from '../csv';
// --- The clients list's lead filters, read from and written to the address ---
export type { LeadListFilters } from '../lead-list-filters';
export { LEAD_STATUSES, leadListFilters, leadListSearch } from '../lead-list-filters';
// --- The permission grid: a role's pairs grouped by screen, "all of this screen", the changes to save ---
export type {
  PermissionGridGroup,
  PermissionGridRow,
  PermissionPairLike,
  PermissionScreen,
  ScreenChoice,
} from '../permission-grid';
export {
  pairKey,
  permissionGridChanges,
  permissionGridGroups,
  permissionScreen,
  screenChoice,
  toggleScreen,
} from '../permission-grid';
