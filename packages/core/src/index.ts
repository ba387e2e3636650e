// Public API of @agency/core: a hand-written list of named exports. Other packages import only this.

// --- languages, links, routes, page meta, scroll, constants (owned by the routing module set) ---
export {
  BREADCRUMB_KEPT_QUERY,
  CACHE_HINT_SECONDS,
  HEADER_HEIGHT,
  KEPT_QUERY,
  NOTIFICATION_DURATION_MS,
  PRELOADER_DELAY_MS,
  SMOOTH_SCROLL_MS,
  TOUCH_TOLERANCES,
} from './constants';
export { isExternalLink } from './external-link';
export { languageFromPath, localizePath, stripLanguagePrefix } from './language-prefix';
export type { Language } from './languages';
export {
  DEFAULT_LANGUAGE,
  htmlLang,
  isLanguage,
  LANGUAGES,
  SWITCHER_LANGUAGES,
} from './languages';
export type { LinkTarget, LocalizeLinkOptions } from './links';
export { localizeLink } from './links';
export type { RouteMatch, RouteOutcome, RouteRedirect } from './match-route';
export { matchRoute, NOT_FOUND_PATH } from './match-route';
export type { BreadcrumbItem, PageMeta } from './page-meta';
export { pageMeta } from './page-meta';
export type { Query } from './query';
export { parseQuery, stringifyQuery } from './query';
export { routePath } from './route-path';
export type {
  ErrorPageCode,
  Route,
  RouteDefinition,
  RouteGroup,
  RouteName,
  RouteParams,
  RouteShell,
  RouteTheme,
} from './routes';
export { ERROR_PAGE_CODES, ROUTES } from './routes';
export type { ScrollTarget } from './scroll';
export { goTopPath, goTopVisible, SCROLL_ELEMENT_PARAM, scrollTarget } from './scroll';

// --- session, errors, store, requests (owned by the state module set) ---
