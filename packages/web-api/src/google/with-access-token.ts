import { GoogleApiError } from './google-api-error';
import type { GoogleOAuthCalls } from './google-oauth';

/** The tokens of one Google connection, the refresh token already opened (openToken). */
export interface ConnectionTokens {
  refreshToken: string;
  accessToken?: string;
  /** When the access token stops working (ms); absent or past means it must be refreshed first. */
  accessExpiresAtMs?: number;
}

/** Where a connection's tokens live: read them, keep a fresh access token (and a rotated refresh token). */
export interface ConnectionTokenStore {
  read(): Promise<ConnectionTokens>;
  write(tokens: ConnectionTokens): Promise<void>;
}

/** An access token is refreshed this long before Google's expiry, so no call leaves with one about to end. */
export const EXPIRY_MARGIN_MS = 60_000;

/**
 * Runs `call` with the connection's access token: refreshes first when it is missing or expires
 * within EXPIRY_MARGIN_MS; on a 401 refreshes once and calls once more; a refresh Google refuses
 * with invalid_grant fails as 'revoked' (the connection needs a new consent). Tokens never leave
 * through errors or logs.
 */
export async function withAccessToken<T>(
  oauth: Pick<GoogleOAuthCalls, 'refresh'>,
  store: ConnectionTokenStore,
  call: (accessToken: string) => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  let tokens = await store.read();
  const refreshed = async (): Promise<string> => {
    const fresh = await oauth.refresh(tokens.refreshToken);
    tokens = {
      refreshToken: fresh.refreshToken ?? tokens.refreshToken,
      accessToken: fresh.accessToken,
      accessExpiresAtMs: fresh.expiresAtMs,
    };
    await store.write(tokens);
    return fresh.accessToken;
  };
  const usable =
    tokens.accessToken !== undefined &&
    tokens.accessExpiresAtMs !== undefined &&
    tokens.accessExpiresAtMs - EXPIRY_MARGIN_MS > now();
  let accessToken = usable ? (tokens.accessToken as string) : await refreshed();
  let retried = !usable;
  for (;;) {
    try {
      return await call(accessToken);
    } catch (error) {
      if (retried || !(error instanceof GoogleApiError) || error.kind !== 'unauthorized')
        throw error;
      retried = true;
      accessToken = await refreshed();
    }
  }
}
