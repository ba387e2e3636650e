// Public API of @agency/core: a hand-written list of named exports. Other packages import only this and
// the subpath entries in src/entries/ (forms, admin, server-messages), which a browser bundle loads
// only with the screens that use them: everything exported here lands in the landing's shared chunk.

export { isAreaGroup } from './area-group';
export type { AreaLanguage } from './area-language';
export { areaLanguage } from './area-language';
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
export { escapeHtml } from './escape-html';
export { isExternalLink } from './external-link';
export type { Gesture, TouchSample, TouchTolerances } from './gestures';
export { classifyGesture, isDragging, slideAfterSwipe } from './gestures';
export { informalSpanishWords } from './informal-spanish';
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
export { matchRoute, NOT_FOUND_PATH, notFoundPath } from './match-route';
export { pageDescription } from './page-description';
export type { BreadcrumbItem, PageMeta } from './page-meta';
export { pageMeta } from './page-meta';
export type { Query } from './query';
export { parseQuery, stringifyQuery } from './query';
export { matchedRoutePath, routePath } from './route-path';
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
export {
  goTopPath,
  goTopVisible,
  LANDING_SECTIONS,
  SCROLL_ELEMENT_PARAM,
  scrollTarget,
} from './scroll';

// --- session, errors, store, requests (owned by the state module set) ---

export { actingForName } from './acting-for-name';
export type { Action, ActionType, NotificationRequest } from './actions';
export { addressLimitKey, canonicalAddress } from './address-key';
export type { Alternate } from './alternates';
export { upsertAlternate } from './alternates';
// --- analytics: what an address may tell ---
export { analyticsLocation } from './analytics-location';
export { clientAddress } from './client-address';
export type { Store } from './create-store';
export { createStore } from './create-store';
export type { ErrorCode } from './error-codes';
export { ERROR_CODES, errorCodeForStatus, isErrorCode } from './error-codes';
export type { WebError } from './errors';
export { isWebError, networkError, toWebError } from './errors';
export { hasFieldErrors } from './field-errors';
// --- Google Business Profile: its Location as our location's linked fields, and back ---
export { GOOGLE_DAYS_OF_WEEK } from './google-hours';
export type { GoogleCategoryId } from './google-location';
export { fromGoogleLocation, googleCategoryIds } from './google-location';
export type { GoogleLocationPatch } from './google-location-patch';
export { GOOGLE_FIELD_PATHS, toGoogleLocation } from './google-location-patch';
export type {
  GoogleCategory,
  GoogleDate,
  GoogleLocation,
  GoogleSpecialHourPeriod,
  GoogleTimeOfDay,
  GoogleTimePeriod,
} from './google-location-types';
export type { HeadersInput } from './headers';
export {
  BROWSER_DROPPED_HEADERS,
  browserHeaders,
  normalizeHeaders,
  serverHeaders,
} from './headers';
export { isRecord } from './is-record';
export type { JwtPayload } from './jwt';
export { decodeJwt, isSessionExpired, jwtExpiresAtMs, MAX_JWT_LENGTH } from './jwt';
export { LEAD_FORM_NAME, LEAD_START_PATH, SLIDE_SERVICES } from './lead-links';
// --- locations: the fields linked to Google, what changed, which existing location an import is ---
export type {
  LinkedLocationField,
  LinkedLocationFields,
  SpecialDayHours,
} from './linked-location-fields';
export { changedLocationFields, LINKED_LOCATION_FIELDS } from './linked-location-fields';
export type {
  LocationMatch,
  LocationMatchRule,
  MatchableLocation,
} from './location-match';
export { LOCATION_MATCH_RULES, matchLocation, normalizeMatchText } from './location-match';
export type { MessageId } from './messages';
export { MESSAGE_TEXTS_EN } from './messages';
export type { NotificationKind, NotificationType } from './notification-kind';
export { NOTIFICATION_KIND } from './notification-kind';
export type { OpenStatus } from './open-status';
export { OPEN_STATUSES } from './open-status';
// Phones (normalizePhone, formatPhone) are exported by '@agency/core/forms' only: the bundler follows
// this index's re-exports to every module the browser uses, so re-exported here (or imported by a
// module the browser reads through here, as OPEN_STATUSES once was) libphonenumber's metadata would
// load with the landing (+29.6 KB gzip, measured).
export { reducer } from './reducer';
export type { WebMethod, WebPayloadBase, WebRequest, WebRequestInput } from './requests';
export { buildWebRequest } from './requests';
export type { ErrorOutcome, ResolveErrorOptions } from './resolve-error';
export { resolveError } from './resolve-error';
export { isSameOriginPath } from './same-origin-path';
export type { Profile, Session } from './session';
export { EMPTY_PROFILE, EMPTY_SESSION, shouldFetchProfile } from './session';
export {
  afterSignInPath,
  RETURN_QUERY,
  returnPath,
  returnQuery,
  signInPath,
} from './sign-in-return';
export { ANONYMOUS_ROLE, isSignedIn, signedInRedirect } from './signed-in-redirect';
export type { SignInWays, SocialProblem, SocialProvider, SocialRoute } from './social-sign-in';
export {
  enabledSocialProviders,
  isSocialProvider,
  matchSocialRoute,
  mayUnlinkProvider,
  SOCIAL_PROBLEM_QUERY,
  SOCIAL_PROBLEMS,
  SOCIAL_PROVIDERS,
  socialCallbackPath,
  socialProblemOf,
  socialProblemPath,
  socialStartPath,
} from './social-sign-in';
export type {
  Confirmation,
  ConfirmationAnswer,
  ConfirmationFocus,
  DocumentState,
  Notification,
  RequestContext,
  State,
} from './state';
export { initialState } from './state';
export type { TokenCookieOptions } from './token-cookie';
export { ADMIN_TOKEN_COOKIE, TOKEN_COOKIE, tokenCookie } from './token-cookie';
