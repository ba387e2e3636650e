export { allPages, MAX_PAGES } from './all-pages';
export type { BusinessCalls, DateRange, FieldMask } from './business-calls';
export type { GoogleErrorKind } from './google-api-error';
export { GoogleApiError } from './google-api-error';
export type { GoogleClient, GoogleClientOptions } from './google-client';
export { createGoogleClient } from './google-client';
export type { GoogleHttp, GoogleHttpOptions, GoogleRequest } from './google-http';
export {
  GOOGLE_PROJECT_WINDOW,
  googleJobOutcome,
  profileEditWindow,
  QUOTA_WAIT_MS,
} from './google-jobs';
export type {
  AuthorizationRequest,
  GoogleOAuthCalls,
  GoogleOAuthClient,
  GoogleTokens,
  GoogleUser,
} from './google-oauth';
export {
  authorizationUrl,
  BUSINESS_MANAGE_SCOPE,
  createPkcePair,
  GOOGLE_SCOPES,
} from './google-oauth';
export type {
  Account,
  DailyMetric,
  FetchMultiDailyMetricsTimeSeriesResponse,
  GoogleUpdatedLocation,
  Location,
  PerformanceDate,
} from './google-types';
export { GoogleApisOriginConfigError, googleUrl, readGoogleApisOrigin } from './google-url';
export type { SealedTokenStore, StoredSealedToken, TokenKeys } from './token-crypto';
export {
  openToken,
  readTokenKeys,
  reencryptStoredTokens,
  sealedKeyId,
  sealToken,
  TokenDecryptError,
  TokenKeysConfigError,
} from './token-crypto';
export type { V4Calls } from './v4-calls';
export type * from './v4-types';
export type { ConnectionTokenStore, ConnectionTokens } from './with-access-token';
export { EXPIRY_MARGIN_MS, withAccessToken } from './with-access-token';
