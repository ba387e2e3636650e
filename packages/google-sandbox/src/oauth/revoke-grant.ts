import type { OAuthStore } from './oauth-records';

/** Revokes a grant: its refresh token and every access token issued from it stop working. */
export function revokeGrant(store: OAuthStore, grantId: string): void {
  const grant = store.grants.get(grantId);
  if (!grant) return;
  grant.revoked = true;
  if (grant.refreshToken) store.refreshTokens.delete(grant.refreshToken);
  for (const [value, record] of store.accessTokens) {
    if (record.grantId === grantId) store.accessTokens.delete(value);
  }
}
