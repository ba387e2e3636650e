import type { RouteName } from './routes';

/**
 * A screen of the permission grid: the route whose page makes a pair's calls, `session` for the calls
 * every signed-in screen makes (one's own name, sign-out, the accounts one may act for), or `other`
 * for a pair no screen makes (a subaction typed into the Subactions table by hand).
 */
export type PermissionScreen = RouteName | 'session' | 'other';

/** A cell of the grid as the contract's PermissionCell gives it (or any object naming its pair). */
export interface PermissionPairLike {
  readonly controller: string;
  readonly subaction: string;
}

/** One controller's row of a screen: its cell under each of the screen's columns, null where it has none. */
export interface PermissionGridRow<C extends PermissionPairLike> {
  readonly controller: string;
  readonly cells: readonly (C | null)[];
}

/** One screen of the grid: its subaction columns, a row per controller, and every cell of it. */
export interface PermissionGridGroup<C extends PermissionPairLike> {
  readonly screen: PermissionScreen;
  readonly columns: readonly string[];
  readonly rows: readonly PermissionGridRow<C>[];
  readonly cells: readonly C[];
}

// Pairs whose controller's calls are spread over several screens.
const PAIR_SCREENS: Readonly<Record<string, PermissionScreen>> = {
  'Index/index': 'home',
  'Index/profile': 'session',
  'Auth/signOut': 'session',
  'Auth/alternates': 'session',
  'Auth/switchAccount': 'session',
  'Auth/confirmEmail': 'email-confirmation',
};

// The screens in the grid's order (site, account, back office), each with the controllers it calls.
const SCREEN_CONTROLLERS: readonly (readonly [PermissionScreen, readonly string[]])[] = [
  ['home', ['Index', 'Leads']],
  ['sign-in', ['Auth']],
  ['email-confirmation', []],
  ['admin-login', ['Admin']],
  ['session', []],
  ['account-pins-locations', ['Locations', 'Import', 'Google']],
  ['account-pins-advertising', ['Advertising']],
  ['account-pins-publications', ['Publications']],
  ['account-pins-notifications', ['Notifications']],
  ['account-pins-reviews', ['Reviews']],
  ['account-pins-sites', ['Sites']],
  ['account-pins-statistics', ['Statistics']],
  ['account-settings', ['Account']],
  ['admin', ['Audit', 'Deliveries', 'AgencyGoogle', 'GoogleSync']],
  ['admin-settings-users', ['Users']],
  ['admin-settings-roles', ['Roles']],
  ['admin-settings-permissions', ['Permissions']],
  ['admin-settings-controllers', ['Controllers']],
  ['admin-settings-navigations', ['Navigations']],
  ['admin-settings-subactions', ['Subactions']],
  ['admin-settings-account', ['AdminAccount']],
  ['admin-content-pages', ['Pages']],
  ['admin-customer-clients', ['Clients', 'LeadRetention']],
  ['other', []],
];

const SCREEN_ORDER = new Map(SCREEN_CONTROLLERS.map(([screen], index) => [screen, index]));
const CONTROLLER_SCREEN = new Map(
  SCREEN_CONTROLLERS.flatMap(([screen, controllers]) =>
    controllers.map((controller) => [controller, screen] as const),
  ),
);
const CONTROLLER_ORDER = new Map(
  SCREEN_CONTROLLERS.flatMap(([, controllers]) => controllers).map((name, index) => [name, index]),
);
// Columns read as a list does: the common ones first, then the rest alphabetically.
const COMMON_SUBACTIONS = ['list', 'create', 'update', 'delete', 'archive', 'restore'];

/** The key of a pair: `Controller/subaction`. */
export function pairKey(pair: PermissionPairLike): string {
  return `${pair.controller}/${pair.subaction}`;
}

/** The screen whose page makes a pair's calls (`other` when no screen does). */
export function permissionScreen(pair: PermissionPairLike): PermissionScreen {
  return PAIR_SCREENS[pairKey(pair)] ?? CONTROLLER_SCREEN.get(pair.controller) ?? 'other';
}

function byKnownOrder(order: ReadonlyMap<string, number>) {
  return (a: string, b: string) =>
    (order.get(a) ?? order.size) - (order.get(b) ?? order.size) || (a < b ? -1 : a > b ? 1 : 0);
}

const COLUMN_ORDER = new Map(COMMON_SUBACTIONS.map((name, index) => [name, index]));

/**
 * "Permissions are edited as a grid per role, grouped by screen": the cells grouped by the screen
 * that makes their calls, screens in the site's, account's and back office's order (empty ones left
 * out). Each screen has a row per controller (in the screens' order, unknown ones alphabetically) and
 * a column per subaction any of them has (list, create, update, delete, archive, restore first).
 */
export function permissionGridGroups<C extends PermissionPairLike>(
  cells: readonly C[],
): PermissionGridGroup<C>[] {
  const byScreen = new Map<PermissionScreen, C[]>();
  for (const cell of cells) {
    const screen = permissionScreen(cell);
    byScreen.set(screen, [...(byScreen.get(screen) ?? []), cell]);
  }
  const screens = [...byScreen.keys()].sort(
    (a, b) => (SCREEN_ORDER.get(a) ?? 0) - (SCREEN_ORDER.get(b) ?? 0),
  );
  return screens.map((screen) => {
    const mine = byScreen.get(screen) ?? [];
    const columns = [...new Set(mine.map((cell) => cell.subaction))].sort(
      byKnownOrder(COLUMN_ORDER),
    );
    const controllers = [...new Set(mine.map((cell) => cell.controller))].sort(
      byKnownOrder(CONTROLLER_ORDER),
    );
    const rows = controllers.map((controller) => ({
      controller,
      cells: columns.map(
        (subaction) =>
          mine.find((cell) => cell.controller === controller && cell.subaction === subaction) ??
          null,
      ),
    }));
    return { screen, columns, rows, cells: rows.flatMap((row) => row.cells.filter(isCell)) };
  });
}

function isCell<C>(cell: C | null): cell is C {
  return cell !== null;
}

/** How much of a screen a role is granted: every cell, none, or some. */
export type ScreenChoice = 'all' | 'none' | 'some';

/** Whether the chosen pairs cover all, none or some of a screen's cells. */
export function screenChoice(
  cells: readonly PermissionPairLike[],
  chosen: ReadonlySet<string>,
): ScreenChoice {
  const count = cells.filter((cell) => chosen.has(pairKey(cell))).length;
  return count === 0 ? 'none' : count === cells.length ? 'all' : 'some';
}

/**
 * "All of this screen": grants every cell of the screen the editor may change, or, when every such
 * cell is granted already, takes them all away. Cells the editor may not change (`changeable` false)
 * keep their state.
 */
export function toggleScreen<C extends PermissionPairLike>(
  cells: readonly C[],
  chosen: ReadonlySet<string>,
  changeable: (cell: C) => boolean,
): Set<string> {
  const open = cells.filter(changeable);
  const grant = open.some((cell) => !chosen.has(pairKey(cell)));
  const next = new Set(chosen);
  for (const cell of open) {
    if (grant) next.add(pairKey(cell));
    else next.delete(pairKey(cell));
  }
  return next;
}

/** The grid's changes: the pairs to grant and to take away, against what the role held when loaded. */
export function permissionGridChanges(
  cells: readonly (PermissionPairLike & { readonly granted: boolean })[],
  chosen: ReadonlySet<string>,
): { grant: PermissionPairLike[]; revoke: PermissionPairLike[] } {
  const pair = ({ controller, subaction }: PermissionPairLike) => ({ controller, subaction });
  return {
    grant: cells.filter((cell) => !cell.granted && chosen.has(pairKey(cell))).map(pair),
    revoke: cells.filter((cell) => cell.granted && !chosen.has(pairKey(cell))).map(pair),
  };
}
