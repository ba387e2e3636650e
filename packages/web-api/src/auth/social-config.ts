import type { CustomFetch } from 'openid-client';

/** One provider's client registration, and where it lives (tests point these at loopback). */
export interface SocialClient {
  clientId: string;
  clientSecret: string;
}

/** Google: an OpenID Connect provider found by discovery from its issuer. */
export interface GoogleClient extends SocialClient {
  /** The issuer (default https://accounts.google.com); only tests set another. */
  issuer?: string;
}

/** Facebook: OAuth 2.0 endpoints and the Graph API, which has no discovery. */
export interface FacebookClient extends SocialClient {
  /** Only tests set these. */
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  graphUrl?: string;
}

/** The social sign-in configuration of createWebApi. */
export interface SocialOptions {
  google?: GoogleClient | null;
  facebook?: FacebookClient | null;
  /** The fetch the providers are called with (tests: a loopback one). */
  fetch?: CustomFetch;
  /** Allows http:// provider endpoints; only for loopback providers in tests. */
  allowHttp?: boolean;
}

/** The resolved configuration: each configured provider with its client. */
export interface SocialConfig {
  google: GoogleClient | null;
  facebook: FacebookClient | null;
  fetch?: CustomFetch;
  allowHttp: boolean;
}

// An id without its secret (or the reverse) is a half-done setup: refuse the start rather than hide the button.
function pair(
  [idName, clientId = '']: [string, string | undefined],
  [secretName, clientSecret = '']: [string, string | undefined],
): SocialClient | null {
  if (clientId === '' && clientSecret === '') return null;
  if (clientId === '' || clientSecret === '')
    throw new Error(`web-api: set both ${idName} and ${secretName}, or neither`);
  return { clientId, clientSecret };
}

/** The providers that are on: the options when given, else GOOGLE_CLIENT_ID/SECRET and FACEBOOK_APP_ID/SECRET. */
export function socialConfigOf(
  options: SocialOptions | undefined,
  env: Readonly<Record<string, string | undefined>>,
): SocialConfig {
  const given = options ?? {};
  return {
    google:
      given.google !== undefined
        ? given.google
        : pair(
            ['GOOGLE_CLIENT_ID', env.GOOGLE_CLIENT_ID],
            ['GOOGLE_CLIENT_SECRET', env.GOOGLE_CLIENT_SECRET],
          ),
    facebook:
      given.facebook !== undefined
        ? given.facebook
        : pair(
            ['FACEBOOK_APP_ID', env.FACEBOOK_APP_ID],
            ['FACEBOOK_APP_SECRET', env.FACEBOOK_APP_SECRET],
          ),
    fetch: given.fetch,
    allowHttp: given.allowHttp ?? false,
  };
}
