import type { Language } from '@agency/core';

/**
 * A code-split part's module as its page asks for it; `T` is what its texts are loaded for: a
 * language (the footer, the landing's sections), or a page (a screen group's).
 */
export interface PartModule<M, T = Language> {
  /** Loads the module once (again after a failed load) and, given `texts`, its texts for it. */
  load(texts?: T): Promise<M>;
  /** The module once a load and the texts it asked for are done (the server loads it before drawing), else null. */
  loaded(): M | null;
  /** Resolves once anything has asked for the module (a navigation's preload). */
  asked(): Promise<void>;
  /** Remembers what the browser first drew the part for (its language, its page): the server's HTML it hydrates; nothing on a server. */
  drawnIn(texts: T): void;
  /** Loads the module with the texts of what it was first drawn for. */
  loadDrawn(): Promise<M>;
}

/** The loader of a code-split part of the page (`importer`) whose texts, if any, `addTexts` adds. */
export function partModule<M, T = Language>(
  importer: () => Promise<M>,
  addTexts?: (module: M, texts: T) => Promise<unknown> | undefined,
): PartModule<M, T> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  let drawn: T | undefined;
  let requested: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  const load = async (texts?: T) => {
    requested();
    loading ??= importer().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const module = await loading;
    // Until it hydrates, the server's part is drawn again for what it was drawn for (React hydrates it
    // before a navigation's change reaches it): every load brings those texts too, so `loaded()` never
    // answers before they are here.
    await Promise.all([
      texts === undefined ? undefined : addTexts?.(module, texts),
      drawn === undefined || drawn === texts ? undefined : addTexts?.(module, drawn),
    ]);
    loaded = module;
    return module;
  };
  return {
    load,
    loaded: () => loaded,
    asked: () => asked,
    drawnIn: (texts) => {
      // A server hydrates nothing: each of its renders draws a page of its own.
      if (typeof document !== 'undefined') drawn ??= texts;
    },
    loadDrawn: () => load(drawn),
  };
}
