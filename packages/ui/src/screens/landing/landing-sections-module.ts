import type { Language } from '@agency/core';

/** The module of the landing's sections after the hero, code-split from every page's first JavaScript. */
export type LandingSectionsModule = typeof import('./sections');

let loaded: LandingSectionsModule | null = null;
let loading: Promise<LandingSectionsModule> | null = null;
let requested: () => void = () => {};
const asked = new Promise<void>((resolve) => {
  requested = resolve;
});

/** Loads the sections' chunk once (again after a failed load) and their texts in `lang`. */
export async function loadLandingSections(lang: Language): Promise<LandingSectionsModule> {
  requested();
  loading ??= import('./sections').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  const module = await loading;
  await module.loadLandingMessages(lang);
  loaded = module;
  return module;
}

/** The sections' module when it is loaded (the server loads it before drawing the landing), else null. */
export function loadedLandingSections(): LandingSectionsModule | null {
  return loaded;
}

/** Resolves once anything has asked for the sections' chunk (a navigation's preload). */
export function landingSectionsAsked(): Promise<void> {
  return asked;
}
