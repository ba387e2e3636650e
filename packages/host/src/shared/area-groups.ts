import type { RouteGroup } from '@agency/core';

/**
 * Whether a route group is a signed-in area, the account or the back office: its pages format ICU
 * messages as they start, so they start the intl warm-up worker (decision 0061), and they link the
 * area stylesheet, which every other page leaves out of its first paint (decision 0063).
 */
export function isAreaGroup(group: RouteGroup): boolean {
  return group === 'account' || group === 'admin';
}

/** The attribute of a visitor's page's first stylesheet link that names the area stylesheet, which a navigation into an area loads first. */
export const AREA_STYLES_ATTRIBUTE = 'data-area-styles';
