/** Name of the HttpOnly cookie that carries a started Google Business Profile connection to Google's callback. */
export const GOOGLE_FLOW_COOKIE = 'google-flow';

// web-api's flow is a jwt: three base64url segments, nothing that could end the cookie or add an attribute.
const FLOW = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The Set-Cookie value: HttpOnly (no script reads the PKCE verifier), SameSite=Lax (Google's redirect
 * back is a top-level GET, which Lax lets through), Path=/ (the callback is a page of the account or the
 * back office, in any language), Secure behind https; a null flow clears it.
 */
export function googleFlowCookie(
  flow: string | null,
  options: { secure: boolean; maxAgeSeconds: number },
): string {
  const value = flow !== null && FLOW.test(flow) ? flow : '';
  const maxAge = value === '' ? 0 : Math.max(0, Math.floor(options.maxAgeSeconds));
  const secure = options.secure ? '; Secure' : '';
  return `${GOOGLE_FLOW_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The flow the cookie carries, or null when it is missing or not one web-api signed. */
export function readGoogleFlowCookie(raw: string | undefined): string | null {
  return raw !== undefined && FLOW.test(raw) ? raw : null;
}

/**
 * Where to send the browser for a provider's page: an address on the site's own origin (the demo's
 * sandbox) becomes its path, so the demo works when browsed from another machine; any other address
 * is the provider's and stays whole.
 */
export function providerLocation(url: string, publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  if (!url.startsWith(`${origin}/`)) return url;
  return url.slice(origin.length);
}
