import type { Language } from '@agency/core';
import { partModule } from '../shell/part-module';

/** The footer's module, code-split from every page's first JavaScript. */
export type FooterModule = typeof import('./footer-part');

// The language the browser found the footer drawn in (its first draw, the hydrated page's).
let drawnIn: Language | null = null;

/** Remembers the language of the footer the browser hydrates: the first one it draws. */
export function footerDrawnIn(lang: Language): void {
  drawnIn ??= lang;
}

const footer = partModule(
  () => import('./footer-part'),
  async (module: FooterModule, lang) => {
    // Until it hydrates, the server's footer is drawn again in its own language (React hydrates it
    // before a navigation's change reaches it): every load brings that language's texts too.
    await Promise.all([
      module.loadFooterMessages(lang),
      drawnIn === null || drawnIn === lang ? undefined : module.loadFooterMessages(drawnIn),
    ]);
  },
);

/** Loads the footer's chunk once (again after a failed load) and its texts in `lang`. */
export const loadFooter = footer.load;

/** Loads the footer's chunk and its texts in the language the browser first drew it in. */
export const loadDrawnFooter = () => footer.load(drawnIn ?? 'ru');

/** The footer's module when it is loaded (the server loads it before drawing a page), else null. */
export const loadedFooter = footer.loaded;

/** Resolves once anything has asked for the footer's chunk (a navigation's preload). */
export const footerAsked = footer.asked;
