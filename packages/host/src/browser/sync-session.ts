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
 * Keeps the session in step with the store (spec §4): setting the jwt writes the `token` cookie
 * (core tokenCookie), an expired jwt is cleared (and so is its cookie), and the profile is fetched
 * once when a jwt exists and is not yet fetched. Returns the unsubscribe function.
 */
export function syncSession(store: Store<State, Action>, api: WebApi, env: SessionEnv): () => void {
  let jwt: string | null | undefined;
  let fetching: string | null = null;
  const check = () => {
    const state = store.getState();
    const current = state.session.jwt;
    if (current !== null && isSessionExpired(current, env.now())) {
      store.dispatch({ type: 'session/jwtCleared' });
      return;
    }
    if (current !== jwt) {
      // The first look only repairs a missing cookie; later changes always write it.
      if (jwt !== undefined || current !== null) {
        env.writeCookie(tokenCookie(current, { secure: env.secure, nowMs: env.now() }));
      }
      jwt = current;
    }
    if (current !== null && !state.session.profile.isFetched && fetching !== current) {
      fetching = current;
      api
        .call<{ profile: Record<string, unknown> | null }>({
          method: 'POST',
          controller: 'Index',
          subaction: 'profile',
        })
        .then(
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
