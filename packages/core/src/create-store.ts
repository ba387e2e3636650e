/** A vanilla store: the state, a dispatch that runs the reducer, and change listeners. */
export interface Store<S, A> {
  readonly getState: () => S;
  /**
   * The state the store was created with: what the server drew a page from, which a server render and
   * the hydration read (ui's useStore); a dispatch before either is not drawn by them.
   */
  readonly getInitialState: () => S;
  readonly dispatch: (action: A) => void;
  /** Calls the listener after each change of state; returns the function that unsubscribes it. */
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * Creates a store over a pure reducer (zustand-vanilla style, for React's useSyncExternalStore).
 * Listeners run only when the reducer returned a new state object; a listener that unsubscribes
 * during a dispatch does not stop the others.
 */
export function createStore<S, A>(reducer: (state: S, action: A) => S, initial: S): Store<S, A> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    getInitialState: () => initial,
    dispatch(action) {
      const next = reducer(state, action);
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
