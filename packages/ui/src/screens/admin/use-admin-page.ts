import type { State } from '@agency/core';
import { useStore } from '../../provider/hooks';
import { selectPage } from '../../provider/selectors';

/** One entry of the admin menu, from the page load's `navigation` (already for the admin's roles). */
export interface AdminNavItem {
  readonly label: string;
  readonly to: string;
  readonly group: string;
}

const selectActions = (state: State) => state.session.actions;

/** The page load's data as the back office reads it (route name, navigation, list, settings). */
export function useAdminPage(): Readonly<Record<string, unknown>> | null {
  return useStore(selectPage);
}

/** The controller/subaction pairs the page load permits (R6.2: actions from each page response). */
export function useAdminActions(): readonly string[] {
  return useStore(selectActions);
}

function isNavItem(value: unknown): value is AdminNavItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.label === 'string' && typeof item.to === 'string' && typeof item.group === 'string'
  );
}

/** The admin menu the page load sent; entries the admin's roles do not permit never arrive. */
export function navigationOf(page: Readonly<Record<string, unknown>> | null): AdminNavItem[] {
  const navigation = page?.navigation;
  return Array.isArray(navigation) ? navigation.filter(isNavItem) : [];
}
