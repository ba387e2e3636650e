import type { Language } from '@agency/core';
import { partModule } from '../shell/part-module';

/** The footer's module, code-split from every page's first JavaScript. */
export type FooterModule = typeof import('./footer-part');

const footer = partModule(
  () => import('./footer-part'),
  (module: FooterModule, lang) => module.loadFooterMessages(lang),
);

/** Loads the footer's chunk once (again after a failed load) and its texts in `lang`. */
export const loadFooter = (lang: Language) => footer.load(lang);

/** Loads the footer's chunk and its texts in the language the browser first drew it in. */
export const loadDrawnFooter = footer.loadDrawn;

/** Remembers the language of the footer the browser hydrates: the first one it draws. */
export const footerDrawnIn = footer.drawnIn;

/** The footer's module when it is loaded (the server loads it before drawing a page), else null. */
export const loadedFooter = footer.loaded;

/** Resolves once anything has asked for the footer's chunk (a navigation's preload). */
export const footerAsked = footer.asked;
