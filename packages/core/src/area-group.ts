import type { RouteGroup } from './routes';

/**
 * Whether a route group is one of the signed-in areas, the account or the back office: their pages
 * are read behind a grant, format ICU messages as they start, and take the area stylesheet.
 */
export function isAreaGroup(group: RouteGroup): group is 'account' | 'admin' {
  return group === 'account' || group === 'admin';
}
