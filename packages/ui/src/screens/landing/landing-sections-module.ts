import type { Language } from '@agency/core';
import { partModule } from '../../shell/part-module';

/** The module of the landing's sections after the hero, code-split from every page's first JavaScript. */
export type LandingSectionsModule = typeof import('./sections');

const sections = partModule(
  () => import('./sections'),
  async (module: LandingSectionsModule, lang) => {
    await Promise.all([module.loadLandingMessages(lang), module.loadFooterMessages(lang)]);
  },
);

/** Loads the sections' chunk once (again after a failed load) and their texts in `lang` (the footer's too: the slides and the form name its services). */
export const loadLandingSections = (lang: Language) => sections.load(lang);

/** Loads the sections' chunk and their texts in the language the browser first drew them in. */
export const loadDrawnLandingSections = sections.loadDrawn;

/** Remembers the language of the sections the browser hydrates: the first one it draws. */
export const landingSectionsDrawnIn = sections.drawnIn;

/** The sections' module when it is loaded (the server loads it before drawing the landing), else null. */
export const loadedLandingSections = sections.loaded;

/** Resolves once anything has asked for the sections' chunk (a navigation's preload). */
export const landingSectionsAsked = sections.asked;
