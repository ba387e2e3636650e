import type { Language } from '@agency/core';

/** A code-split part's module as its page asks for it. */
export interface PartModule<M> {
  /** Loads the module once (again after a failed load) and its texts in `lang`. */
  load(lang: Language): Promise<M>;
  /** The module once it and a language's texts are loaded (the server loads it before drawing), else null. */
  loaded(): M | null;
  /** Resolves once anything has asked for the module (a navigation's preload). */
  asked(): Promise<void>;
}

/** The loader of a code-split part of the page (`importer`) whose texts `addTexts` adds in a language. */
export function partModule<M>(
  importer: () => Promise<M>,
  addTexts: (module: M, lang: Language) => Promise<void>,
): PartModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  let requested: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  return {
    async load(lang) {
      requested();
      loading ??= importer().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      const module = await loading;
      await addTexts(module, lang);
      loaded = module;
      return module;
    },
    loaded: () => loaded,
    asked: () => asked,
  };
}
