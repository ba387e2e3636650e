import type { Action, State, Store } from '@agency/core';

/**
 * Starts the session's keeper (`start`: its cookie, expiry and profile, a chunk of its own) once the
 * store holds a jwt, at once when it already does: an anonymous visitor's page never loads it (issue
 * 30). A start that fails (its chunk did not load) is tried again at the store's next change.
 */
export function keepSessionWhenSignedIn(
  store: Store<State, Action>,
  start: () => Promise<unknown>,
): void {
  let starting = false;
  const check = () => {
    if (starting || store.getState().session.jwt === null) return;
    starting = true;
    start().then(stop, () => {
      starting = false;
    });
  };
  const stop = store.subscribe(check);
  check();
}
