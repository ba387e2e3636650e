import type { Language } from '@agency/core';

/** A code-split part's module as its page asks for it. */
export interface PartModule<M> {
  /** Loads the module once (again after a failed load) and its texts in `lang` (a part with texts). */
  load(lang?: Language): Promise<M>;
  /** The module once it and a language's texts are loaded (the server loads it before drawing), else null. */
  loaded(): M | null;
  /** Resolves once anything has asked for the module (a navigation's preload). */
  asked(): Promise<void>;
  /** Remembers the language the browser first drew the part in: the server's HTML it hydrates. */
  drawnIn(lang: Language): void;
  /** Loads the module with the texts of the language it was first drawn in. */
  loadDrawn(): Promise<M>;
}

/** The loader of a code-split part of the page (`importer`) whose texts, if any, `addTexts` adds in a language. */
export function partModule<M>(
  importer: () => Promise<M>,
  addTexts: (module: M, lang: Language) => Promise<void> = async () => {},
): PartModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  let drawn: Language | null = null;
  let requested: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  const load = async (lang: Language = 'ru') => {
    requested();
    loading ??= importer().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const module = await loading;
    // Until it hydrates, the server's part is drawn again in its own language (React hydrates it
    // before a navigation's change reaches it): every load brings that language's texts too, so
    // `loaded()` never answers before they are here.
    await Promise.all([
      addTexts(module, lang),
      drawn === null || drawn === lang ? undefined : addTexts(module, drawn),
    ]);
    loaded = module;
    return module;
  };
  return {
    load,
    loaded: () => loaded,
    asked: () => asked,
    drawnIn: (lang) => {
      drawn ??= lang;
    },
    loadDrawn: () => load(drawn ?? 'ru'),
  };
}
