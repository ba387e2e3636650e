import type { Action, State, Store } from '@agency/core';
import { isSessionExpired, tokenCookie } from '@agency/core';
import type { WebApi } from '@agency/ui';

/** Where the session writes its cookie and how it tells time. */
export interface SessionEnv {
  writeCookie(cookie: string): void;
  secure: boolean;
  now(): number;
}

/**
 * Keeps the session in step with the store (R4.4): setting the jwt writes the `token` cookie
 * (core tokenCookie), an expired jwt is cleared (and so is its cookie), and the profile is fetched
 * once when a jwt exists and is not yet fetched. `startedWith` is the jwt the page started with
 * (default: the store's now), which came from the cookie. Returns the unsubscribe function.
 */
export function syncSession(
  store: Store<State, Action>,
  api: WebApi,
  env: SessionEnv,
  startedWith: string | null = store.getState().session.jwt,
): () => void {
  // The jwt the page started with came from the cookie, so the cookie already holds it.
  let written = startedWith;
  let fetching: string | null = null;
  const check = () => {
    const state = store.getState();
    const current = state.session.jwt;
    if (current !== null && isSessionExpired(current, env.now())) {
      env.writeCookie(tokenCookie(null, { secure: env.secure, nowMs: env.now() }));
      written = null;
      store.dispatch({ type: 'session/jwtCleared' });
      return;
    }
    if (current !== written) {
      env.writeCookie(tokenCookie(current, { secure: env.secure, nowMs: env.now() }));
      written = current;
    }
    if (current !== null && !state.session.profile.isFetched && fetching !== current) {
      fetching = current;
      api.call('Index/profile', {}).then(
        ({ data }) =>
          store.dispatch({
            type: 'profile/fetched',
            jwt: current,
            profile: data.profile ?? null,
          }),
        () => store.dispatch({ type: 'profile/fetched', jwt: current, profile: null }),
      );
    }
  };
  check();
  return store.subscribe(check);
}
