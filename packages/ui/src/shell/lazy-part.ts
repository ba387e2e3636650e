import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

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
 * A lazy component for a code-split part of a page: drawn at once when its module is loaded (the
 * server's one render pass, a navigation that loaded it first), else once `when` resolves and the
 * module has loaded; in the browser the part keeps the server's HTML until then. A load that fails (a
 * phone losing its network) never reaches React, which would drop the whole page: the part stays as
 * the server drew it and its code is asked for again at the visitor's next press or key, or when the
 * browser is back online. A browser that keeps a failed module fetch in its module map (before
 * whatwg/html#10327: Chromium 150, for one) fails each retry at once: the part then keeps the server's
 * HTML, whose forms post without JavaScript.
 */
export function lazyPart<M, P extends object>(
  source: LazyPartSource<M, P>,
): LazyExoticComponent<ComponentType<P>> {
  type Loaded = { default: ComponentType<P> };
  return lazy(() => {
    const module = source.loaded();
    if (module !== null) {
      const ready = {
        // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable that answers at once as loaded, so the server's one render pass draws the part.
        then: (take: (value: Loaded) => void) => take({ default: source.pick(module) }),
      };
      return ready as unknown as Promise<Loaded>;
    }
    // React.lazy: a section hydrated after a language switch kept the old language's text with use()
    // (decision 0051). The cause was later found in the store read (decision 0053); use() was not tried
    // again.
    return source
      .when()
      .then(() => loadedSometime(source.load))
      .then((loadedModule) => ({ default: source.pick(loadedModule) }));
  });
}
