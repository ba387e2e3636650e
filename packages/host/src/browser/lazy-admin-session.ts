import type { RouteGroup } from '@agency/core';
import type { AdminCookieJar, AdminTokenKeeper } from './create-admin-session';

/** The admin's token keeper whose code loads with the back office's pages (`loadFor`). */
export interface LazyAdminSession extends AdminTokenKeeper {
  /** Loads the keeper's code (once) when `group` is the back office's, before its page is loaded or drawn. */
  loadFor(group: RouteGroup): Promise<void> | undefined;
}

/**
 * The back office's token keeper (`createAdminSession` over `jar`), its code loaded with the first
 * back-office page instead of with every page (issue 30): until then no admin token is read or sent.
 * Sign-in and sign-out are back-office screens, drawn only after `loadFor` (the entry awaits it before
 * hydrating such a page, a navigation before its page load).
 */
export function lazyAdminSession(jar: AdminCookieJar): LazyAdminSession {
  let keeper: AdminTokenKeeper | null = null;
  return {
    loadFor: (group) =>
      group === 'admin'
        ? import('./create-admin-session').then(({ createAdminSession }) => {
            keeper ??= createAdminSession(jar);
          })
        : undefined,
    jwt: () => keeper?.jwt() ?? null,
    signIn: (jwt) => keeper?.signIn(jwt),
    signOut: () => keeper?.signOut(),
  };
}
