import { localizePath, matchRoute, ROUTES, type RouteGroup, type RouteName } from '@agency/core';
import type { CallContext } from '../context/call-context';
import { SCREEN_READS } from './page-actions';
import { ROUTE_TITLES } from './route-titles';

/** One entry of the account or admin menu (contract NavItem). */
export interface NavEntry {
  label: string;
  to: string;
  group: string;
}

interface NavRow {
  labels: Record<string, string>;
  route: string;
  nav_group: string;
  mine: boolean;
}

// The route name of a menu record's path, or null for a path no route matches.
function routeOf(route: string): { name: RouteName; group: RouteGroup } | null {
  const outcome = matchRoute(route);
  return 'redirect' in outcome ? null : outcome.route;
}

// A screen without a record anywhere is filed under the second step of its path (admin/settings/users: settings).
function groupOf(pattern: string, area: RouteGroup): string {
  return pattern.split('/')[2] ?? area;
}

/**
 * The menu of the account or admin area for the caller. The navigation records of the caller's roles
 * keep their order, labels and groups; an entry shows only when the caller may read its screen
 * (`readable`, the screens' read pairs). A screen the caller may read always has an entry: when no
 * record of their roles names it, another role's record does (its label and group), else the
 * route's title under the group its path names.
 */
export async function areaNavigation(
  ctx: CallContext,
  area: RouteGroup,
  readable: ReadonlySet<string>,
): Promise<NavEntry[]> {
  const { rows } = await ctx.db.query<NavRow>(
    `select labels, route, nav_group, role = any($1::text[]) as mine from navigations
      order by (role = any($1::text[])) desc, position, route`,
    [ctx.caller.roles],
  );
  const lang = ctx.lang === 'es' ? 'en' : ctx.lang;
  const mayRead = (name: RouteName) => {
    const read = SCREEN_READS[name];
    return read === undefined || readable.has(read);
  };
  const entries: NavEntry[] = [];
  const named = new Set<string>();
  for (const row of rows) {
    const route = routeOf(row.route);
    if (route === null || route.group !== area || named.has(route.name)) continue;
    // Another role's record only stands in for a screen the caller reads through a grant.
    if (!row.mine && SCREEN_READS[route.name] === undefined) continue;
    if (!mayRead(route.name)) continue;
    named.add(route.name);
    entries.push({
      label: row.labels[ctx.lang] ?? row.labels.en ?? row.route,
      to: localizePath(row.route, lang),
      group: row.nav_group,
    });
  }
  for (const route of ROUTES) {
    const read = SCREEN_READS[route.name];
    if (route.group !== area || read === undefined || !readable.has(read) || named.has(route.name))
      continue;
    named.add(route.name);
    entries.push({
      label: ROUTE_TITLES[route.name][ctx.lang],
      to: localizePath(route.pattern, lang),
      group: groupOf(route.pattern, area),
    });
  }
  return entries;
}
