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
export { goTopPath, goTopVisible, SCROLL_ELEMENT_PARAM, scrollTarget } from './scroll';

// --- session, errors, store, requests (owned by the state module set) ---

export type { Action, ActionType, NotificationRequest } from './actions';
export type { Alternate } from './alternates';
export { upsertAlternate } from './alternates';
export { clientAddress } from './client-address';
export type { Store } from './create-store';
export { createStore } from './create-store';
export type { ErrorCode } from './error-codes';
export { ERROR_CODES, errorCodeForStatus, isErrorCode } from './error-codes';
export type { WebError } from './errors';
export { isWebError, networkError, toWebError } from './errors';
export type { HeadersInput } from './headers';
export {
  BROWSER_DROPPED_HEADERS,
  browserHeaders,
  normalizeHeaders,
  serverHeaders,
} from './headers';
export type { JwtPayload } from './jwt';
export { decodeJwt, isSessionExpired, jwtExpiresAtMs, MAX_JWT_LENGTH } from './jwt';
export type { MessageParams, MessageText } from './message-text';
export { isServerMessageCode, messageText, placeholders } from './message-text';
export type { MessageId } from './messages';
export { MESSAGE_TEXTS_EN } from './messages';
export type { NotificationKind, NotificationType } from './notification-kind';
export { NOTIFICATION_KIND } from './notification-kind';
export { reducer } from './reducer';
export type { WebMethod, WebPayloadBase, WebRequest, WebRequestInput } from './requests';
export { buildWebRequest } from './requests';
export type { ErrorOutcome, ResolveErrorOptions } from './resolve-error';
export { resolveError } from './resolve-error';
export { isSameOriginPath } from './same-origin-path';
export type { ServerMessageCode } from './server-messages';
export { SERVER_MESSAGES } from './server-messages';
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
  DocumentState,
  Notification,
  RequestContext,
  State,
} from './state';
export { initialState } from './state';
export type { TokenCookieOptions } from './token-cookie';
export { ADMIN_TOKEN_COOKIE, TOKEN_COOKIE, tokenCookie } from './token-cookie';

// --- admin rules (owned by the admin back office) ---

export type { AdminFieldRule, AdminListQuery } from './admin-rules';
export {
  ADMIN_FILTER_MAX_LENGTH,
  ADMIN_PER_PAGE,
  adminCan,
  adminListQuery,
  adminListSearch,
  checkField,
  controllerName,
  currentPasswordProblem,
  email,
  filterAdminList,
  maxLength,
  minLength,
  nonNegativeInteger,
  pageRoute,
  phone,
  required,
  roleName,
  subactionName,
  toggleAdminSort,
  unprefixedRoute,
  url,
} from './admin-rules';
// --- analytics: what an address may tell ---
export { analyticsLocation } from './analytics-location';
// --- edit forms send only what the person changed ---
export { changedFields } from './changed-fields';
// --- CSV export: fields per RFC 4180, formulas defused ---
export { csvField, defuseFormula, toCsv } from './csv';
// --- account rules: field and location checks of the account forms (owned by the account area) ---
export type { FieldFormat, FieldRuleProblem } from './field-rules';
export {
  BODY_MAX_LENGTH,
  checkCountry,
  checkCurrency,
  checkDay,
  checkDayOrder,
  checkEmail,
  checkNumber,
  checkOneTimeCode,
  checkPassword,
  checkPhone,
  checkText,
  checkWebUrl,
  NAME_MAX_LENGTH,
  parseDecimal,
  URL_MAX_LENGTH,
} from './field-rules';
// --- formats shared by every form ---
export {
  EMAIL_MAX_LENGTH,
  isEmail,
  isOneTimeCode,
  isPhone,
  isWebUrl,
  ONE_TIME_CODE_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './formats';
export type { LocationDraft, LocationField, Weekday } from './location-rules';
export { checkDayHours, checkLocation, WEEKDAYS } from './location-rules';
// --- opening hours: one reading for the import, the hours editor and the server ---
export type {
  DayHoursErrorCode,
  DayHoursResult,
  OpeningPeriod,
  WeeklyHours,
} from './opening-hours';
export {
  ALL_DAY,
  checkWeeklyHours,
  formatDayHours,
  formatPeriod,
  hoursToTexts,
  parseDayHours,
  textsToHours,
} from './opening-hours';
// --- publication rules: post types, call-to-action, event and offer (owned by the account area) ---
export type {
  CallToActionType,
  PostType,
  PublicationDraft,
  PublicationField,
} from './publication-rules';
export {
  CALL_TO_ACTION_TYPES,
  COUPON_MAX_LENGTH,
  checkPublication,
  POST_TYPES,
  publicationParts,
} from './publication-rules';
