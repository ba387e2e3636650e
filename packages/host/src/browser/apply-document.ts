import type { RouteMatch, State } from '@agency/core';
import { htmlLang } from '@agency/core';

/** The function a navigation calls to apply the page's language, title (else the brand) and theme to `document`. */
export function documentApplier(
  document: Document,
  brand: string,
): (state: State, match: RouteMatch) => void {
  return (state, match) => {
    document.documentElement.lang = htmlLang(state.lang);
    if (match.route.theme === null) delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = match.route.theme;
    document.title = state.meta.title || brand;
  };
}
