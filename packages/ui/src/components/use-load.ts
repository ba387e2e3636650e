import { useCallback, useEffect, useState } from 'react';

/** A load as a screen shows it: loading, failed (with the error), or its value. */
export type LoadState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly value: T };

const LOADING = { status: 'loading' } as const;

/**
 * Runs `load` after rendering, again whenever `load` changes (wrap it in useCallback) and on
 * `retry`; null loads nothing (the page data already has the answer). An answer that arrives
 * after a newer load started or the component unmounted is dropped.
 */
export function useLoad<T>(load: (() => Promise<T>) | null): {
  readonly state: LoadState<T>;
  readonly retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{
    readonly of: unknown;
    readonly attempt: number;
    readonly state: LoadState<T>;
  } | null>(null);
  useEffect(() => {
    if (load === null) return;
    let live = true;
    load().then(
      (value) => live && setSettled({ of: load, attempt, state: { status: 'ready', value } }),
      (error: unknown) =>
        live && setSettled({ of: load, attempt, state: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state =
    settled !== null && settled.of === load && settled.attempt === attempt
      ? settled.state
      : LOADING;
  return { state, retry };
}

/**
 * Runs `load` once for each of `names` (a load per name, each shown as it arrives), again whenever
 * the set of names or `load` changes; answers of an earlier set or after unmount are dropped.
 */
export function useLoadEach<T>(
  names: readonly string[],
  load: (name: string) => Promise<T>,
): Readonly<Record<string, LoadState<T>>> {
  const key = [...new Set(names)].sort().join('\n');
  const [settled, setSettled] = useState<{
    readonly of: unknown;
    readonly key: string;
    readonly states: Readonly<Record<string, LoadState<T>>>;
  } | null>(null);
  useEffect(() => {
    let live = true;
    const settle = (name: string, state: LoadState<T>) =>
      live &&
      setSettled((current) => ({
        of: load,
        key,
        states: {
          ...(current?.of === load && current.key === key ? current.states : {}),
          [name]: state,
        },
      }));
    for (const name of key === '' ? [] : key.split('\n')) {
      load(name).then(
        (value) => settle(name, { status: 'ready', value }),
        (error: unknown) => settle(name, { status: 'error', error }),
      );
    }
    return () => {
      live = false;
    };
  }, [load, key]);
  const states =
    settled !== null && settled.of === load && settled.key === key ? settled.states : {};
  return Object.fromEntries(
    key === '' ? [] : key.split('\n').map((name) => [name, states[name] ?? LOADING]),
  );
}
