import { type ComponentType, use } from 'react';

/** How a code-split part of a page is found, loaded and waited for. */
export interface LazyPartSource<M, P> {
  /** The part's module when it is loaded already (the server loads it before drawing), else null. */
  readonly loaded: () => M | null;
  /** Loads the module (once; again after a failed load). */
  readonly load: () => Promise<M>;
  /** The component the module draws the part with. */
  readonly pick: (module: M) => ComponentType<P>;
  /** Resolves when the browser should load the part (it comes into view, the visitor reaches for it). */
  readonly when: () => Promise<void>;
}

// Resolves on the visitor's next press or key, or when the browser is back online.
function nextChance(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown', 'online'] as const;
    const done = () => {
      for (const name of events) window.removeEventListener(name, done, true);
      resolve();
    };
    for (const name of events) window.addEventListener(name, done, true);
  });
}

// A failed load is tried again at the next chance instead of failing: React would unmount the whole
// page for a lazy component that rejects, and there is no error boundary to stop it.
async function loadedSometime<M>(load: () => Promise<M>): Promise<M> {
  for (;;) {
    try {
      return await load();
    } catch {
      await nextChance();
    }
  }
}

/**
 * A component for a code-split part of a page: drawn at once whenever its module is loaded (the
 * server's one render pass, a navigation that loaded it first), else it suspends until `when`
 * resolves and the module has loaded; in the browser the part keeps the server's HTML until then. A
 * load that fails (a phone losing its network) never reaches React, which would drop the whole page:
 * the part stays as the server drew it and its code is asked for again at the visitor's next press or
 * key, or when the browser is back online.
 */
export function lazyPart<M, P extends object>(source: LazyPartSource<M, P>): ComponentType<P> {
  let pending: Promise<M> | null = null;
  // Not React.lazy: it answers from the promise it was first given, a few ticks after the module is
  // here, so a render between (a navigation that loaded the part) would draw the fallback instead.
  return function LazyPart(props: P) {
    let module = source.loaded();
    if (module === null) {
      pending ??= source.when().then(() => loadedSometime(source.load));
      module = use(pending);
    }
    const Part = source.pick(module);
    return <Part {...props} />;
  };
}
