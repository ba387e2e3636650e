import type { FieldRule } from './field-rule';
import type { FieldFormat, FieldRuleProblem } from './field-rules';
import { stripLanguagePrefix } from './language-prefix';
import type { Query } from './query';

// The limits below are the /web contract's (contracts/web.openapi.yaml, the admin requests); the
// formats of the back office's names are field rules beside core's shared ones (field-rule.ts).

/** Records per page of every admin list (the contract's perPage). */
export const ADMIN_PER_PAGE = 20;
/** Longest filter text an admin list accepts. */
export const ADMIN_FILTER_MAX_LENGTH = 200;

const ROLE_NAME = /^[a-z][a-z0-9-]{1,63}$/;
const CONTROLLER_NAME = /^[A-Z][A-Za-z]{1,63}$/;
const SUBACTION_NAME = /^[a-z][A-Za-z]{1,63}$/;
const PAGE_ROUTE = /^\/[a-z0-9/-]*$/;
const INTEGER = /^\d+$/;

const format = (name: FieldFormat): FieldRuleProblem => ({ code: 'format', format: name });

/** A whole number from 0 up. */
export const nonNegativeInteger: FieldRule = (value) => {
  const text = value.trim();
  if (text === '') return null;
  return INTEGER.test(text) && Number.isSafeInteger(Number(text)) ? null : format('integer');
};

/** A role name: a lower-case letter, then 1-63 lower-case letters, digits or dashes. */
export const roleName: FieldRule = (value) =>
  value === '' || ROLE_NAME.test(value) ? null : format('roleName');

/** A controller name: an upper-case letter, then 1-63 letters (e.g. Users). */
export const controllerName: FieldRule = (value) =>
  value === '' || CONTROLLER_NAME.test(value) ? null : format('controllerName');

/** A subaction name: a lower-case letter, then 1-63 letters (e.g. list, signIn). */
export const subactionName: FieldRule = (value) =>
  value === '' || SUBACTION_NAME.test(value) ? null : format('subactionName');

/** A page route: '/' then lower-case letters, digits, slashes and dashes (e.g. /privacy-policy). */
export const pageRoute: FieldRule = (value) =>
  value === '' || (PAGE_ROUTE.test(value) && stripLanguagePrefix(value) === value)
    ? null
    : format('pageRoute');

/** A menu route: a path from the root without a language prefix (the menu adds the caller's). */
export const unprefixedRoute: FieldRule = (value) => {
  if (value === '') return null;
  return value.startsWith('/') && stripLanguagePrefix(value) === value
    ? null
    : format('unprefixedRoute');
};

/**
 * "currentPassword is required to change email or password" (AdminAccount/update): the problem of the
 * current-password field, given the saved e-mail and the form's values.
 */
export function currentPasswordProblem(form: {
  readonly savedEmail: string;
  readonly email: string;
  readonly newPassword: string;
  readonly currentPassword: string;
}): FieldRuleProblem | null {
  const changes = form.email.trim() !== form.savedEmail || form.newPassword !== '';
  return changes && form.currentPassword === '' ? { code: 'currentPassword' } : null;
}

/** The state of an admin list kept in the URL: page p (1-based), sort key (or null) and filter text. */
export interface AdminListQuery {
  readonly p: number;
  readonly sort: string | null;
  readonly filter: string;
}

/**
 * Reads an admin list's state from the route query: p a whole number from 1 (else 1), sort one of
 * `sorts` with an optional leading '-' for descending (else null), filter trimmed to at most 200
 * characters. Never throws.
 */
export function adminListQuery(query: Query, sorts: readonly string[]): AdminListQuery {
  const rawP = query.p ?? '';
  const p =
    INTEGER.test(rawP) && Number(rawP) >= 1 && Number.isSafeInteger(Number(rawP))
      ? Number(rawP)
      : 1;
  const rawSort = query.sort ?? '';
  const sort = sorts.includes(rawSort.replace(/^-/, '')) && rawSort !== '-' ? rawSort : null;
  const filter = (query.filter ?? '').trim().slice(0, ADMIN_FILTER_MAX_LENGTH);
  return { p, sort, filter };
}

/** The route query of an admin list state: defaults (p 1, no sort, empty filter) are left out. */
export function adminListSearch(list: AdminListQuery): Query {
  return {
    ...(list.filter === '' ? {} : { filter: list.filter }),
    ...(list.sort === null ? {} : { sort: list.sort }),
    ...(list.p > 1 ? { p: String(list.p) } : {}),
  };
}

/** Clicking a column's sort: ascending first, then descending, then ascending again; back to page 1. */
export function toggleAdminSort(list: AdminListQuery, key: string): AdminListQuery {
  return { ...list, p: 1, sort: list.sort === key ? `-${key}` : key };
}

/** A new filter text starts again from page 1. */
export function filterAdminList(list: AdminListQuery, filter: string): AdminListQuery {
  return { ...list, p: 1, filter: filter.trim().slice(0, ADMIN_FILTER_MAX_LENGTH) };
}

/** Whether the page load's `actions` permit `controller/subaction`: what they do not permit is hidden. */
export function adminCan(
  actions: readonly string[],
  controller: string,
  subaction: string,
): boolean {
  return actions.includes(`${controller}/${subaction}`);
}
