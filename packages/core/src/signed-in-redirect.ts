import type { RouteMatch } from './match-route';
import { afterSignInPath } from './sign-in-return';

/** The role the backend gives a caller without a valid session (its page load's `roles`). */
export const ANONYMOUS_ROLE = 'anonymous';

/** Whether a page load was made in a customer session the backend accepted: a jwt was sent and the caller is not anonymous. */
export function isSignedIn(jwt: string | null, roles: readonly string[]): boolean {
  return jwt !== null && jwt !== '' && !roles.includes(ANONYMOUS_ROLE);
}

/**
 * Where a signed-in customer who opens the sign-in page goes instead (the page named by its `back`
 * query, else the account of its language: core afterSignInPath); null when the page is shown.
 * The host applies it to the server-rendered page load, the browser's navigation to its own.
 */
export function signedInRedirect(
  match: Pick<RouteMatch, 'route' | 'lang' | 'query'>,
  signedIn: boolean,
): string | null {
  if (!signedIn || match.route.name !== 'sign-in') return null;
  return afterSignInPath(match.query, match.lang);
}
