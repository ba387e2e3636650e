import { createHmac } from 'node:crypto';
import type { SocialProvider } from '@agency/core';
import * as oidc from 'openid-client';
import { fieldError, WebApiError } from '../base/web-api-error';
import type { FacebookClient, GoogleClient, SocialConfig } from './social-config';
import type { SocialFlow } from './social-flow';

const GOOGLE_ISSUER = 'https://accounts.google.com';
const FACEBOOK_AUTHORIZATION = 'https://www.facebook.com/v21.0/dialog/oauth';
const FACEBOOK_TOKEN = 'https://graph.facebook.com/v21.0/oauth/access_token';
const FACEBOOK_GRAPH = 'https://graph.facebook.com/v21.0';
// A provider that does not answer must not hold a sign-in (and a request) for openid-client's default 30 s.
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Who the provider says signed in. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable account id (`sub` for Google, `id` for Facebook). */
  subject: string;
  email: string | null;
  /** True only when the provider vouches that the person owns the address. */
  emailVerified: boolean;
  name: string;
}

/** The callback's parameters. */
export interface SocialCallback {
  code: string;
  state: string;
  /** RFC 9207 issuer of the authorization response, when the provider sends one. */
  iss?: string;
}

/** Starts and finishes the authorization code flow (PKCE S256, state; OpenID Connect nonce for Google). */
export interface SocialSignIn {
  /** True when the provider's id and secret are configured. */
  enabled(provider: SocialProvider): boolean;
  /** The provider's authorization URL and the flow to keep until the callback; 404 when the provider is off. */
  start(
    provider: SocialProvider,
    redirectUri: string,
    nowMs: number,
  ): Promise<{ url: string; flow: SocialFlow }>;
  /** Exchanges the code and reads the person; refuses (400, field `social`) what fails a check. */
  finish(
    flow: SocialFlow,
    callback: SocialCallback,
    redirectUri: string,
    nowMs: number,
  ): Promise<SocialProfile>;
}

// openid-client's errors say which step failed: the provider's own refusal, the network, or a check of ours.
function refusal(error: unknown): Error {
  if (error instanceof oidc.ResponseBodyError)
    return error.error === 'invalid_grant'
      ? fieldError('social', 'code', 'social.code')
      : fieldError('social', 'provider', 'social.provider');
  if (error instanceof oidc.AuthorizationResponseError)
    return fieldError('social', 'provider', 'social.provider');
  if (error instanceof oidc.ClientError) {
    const cause = (error as Error & { cause?: unknown }).cause;
    // Facebook refuses a used or expired code with its own error body (400, not RFC 6749's `error` string).
    if (
      error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' &&
      cause instanceof Response &&
      cause.status === 400
    )
      return fieldError('social', 'code', 'social.code');
    if (
      cause instanceof TypeError ||
      error.code === 'OAUTH_TIMEOUT' ||
      error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
      error.code === 'OAUTH_RESPONSE_IS_NOT_JSON'
    )
      return fieldError('social', 'provider', 'social.provider');
    return fieldError('social', 'token', 'social.token');
  }
  if (error instanceof TypeError) return fieldError('social', 'provider', 'social.provider');
  return error instanceof Error ? error : new Error(String(error));
}

/** The social sign-in of a configuration; the providers' metadata and keys are fetched once, on first use. */
export function createSocialSignIn(config: SocialConfig): SocialSignIn {
  let googleMetadata: Promise<oidc.ServerMetadata> | null = null;
  let googleKeys: oidc.ExportedJWKSCache | undefined;

  // Our clock (tests move it) governs the ID token's exp and iat checks: openid-client's clock skew.
  function prepare(configuration: oidc.Configuration): oidc.Configuration {
    if (config.allowHttp) oidc.allowInsecureRequests(configuration);
    if (config.fetch) configuration[oidc.customFetch] = config.fetch;
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
    return configuration;
  }

  function skew(nowMs: number): number {
    return Math.round((nowMs - Date.now()) / 1000);
  }

  async function google(client: GoogleClient, nowMs: number): Promise<oidc.Configuration> {
    googleMetadata ??= oidc
      .discovery(
        new URL(client.issuer ?? GOOGLE_ISSUER),
        client.clientId,
        client.clientSecret,
        undefined,
        {
          ...(config.allowHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
          ...(config.fetch ? { [oidc.customFetch]: config.fetch } : {}),
          timeout: PROVIDER_TIMEOUT_SECONDS,
        },
      )
      .then((found) => found.serverMetadata())
      .catch((error: unknown) => {
        // A provider that was down must be asked again next time.
        googleMetadata = null;
        throw error;
      });
    const configuration = prepare(
      new oidc.Configuration(await googleMetadata, client.clientId, {
        client_secret: client.clientSecret,
        [oidc.clockSkew]: skew(nowMs),
      }),
    );
    // The ID token's signature is checked against the provider's published keys, not only its claims.
    oidc.enableNonRepudiationChecks(configuration);
    if (googleKeys) oidc.setJwksCache(configuration, googleKeys);
    return configuration;
  }

  function facebook(client: FacebookClient): oidc.Configuration {
    return prepare(
      new oidc.Configuration(
        {
          issuer: 'https://www.facebook.com',
          authorization_endpoint: client.authorizationEndpoint ?? FACEBOOK_AUTHORIZATION,
          token_endpoint: client.tokenEndpoint ?? FACEBOOK_TOKEN,
        },
        client.clientId,
        client.clientSecret,
      ),
    );
  }

  async function configurationOf(provider: SocialProvider, nowMs: number) {
    const google_ = config.google;
    const facebook_ = config.facebook;
    if (provider === 'google' && google_) return google(google_, nowMs);
    if (provider === 'facebook' && facebook_) return facebook(facebook_);
    throw new WebApiError(404, 'NOT_FOUND', 'social.off');
  }

  async function facebookProfile(
    configuration: oidc.Configuration,
    client: FacebookClient,
    accessToken: string,
  ): Promise<SocialProfile> {
    const me = new URL(`${client.graphUrl ?? FACEBOOK_GRAPH}/me`);
    me.searchParams.set('fields', 'id,name,email');
    // Graph's proof that the call comes from the app's server, not from a leaked token alone.
    me.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', client.clientSecret).update(accessToken).digest('hex'),
    );
    const answer = await oidc.fetchProtectedResource(configuration, accessToken, me, 'GET');
    if (!answer.ok) throw fieldError('social', 'provider', 'social.provider');
    const body = (await answer.json()) as { id?: unknown; name?: unknown; email?: unknown };
    if (typeof body.id !== 'string' || body.id === '')
      throw fieldError('social', 'provider', 'social.provider');
    return {
      provider: 'facebook',
      subject: body.id,
      email: typeof body.email === 'string' && body.email !== '' ? body.email : null,
      // Graph says nothing about whether the address was confirmed (decision 0016).
      emailVerified: false,
      name: typeof body.name === 'string' ? body.name : '',
    };
  }

  return {
    enabled: (provider) => config[provider] !== null,

    async start(provider, redirectUri, nowMs) {
      const configuration = await configurationOf(provider, nowMs).catch((error: unknown) => {
        throw refusal(error);
      });
      const verifier = oidc.randomPKCECodeVerifier();
      const flow: SocialFlow = {
        provider,
        state: oidc.randomState(),
        verifier,
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: provider === 'google' ? 'openid email profile' : 'email public_profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        ...(provider === 'google' ? { nonce: flow.nonce } : {}),
      });
      return { url: url.href, flow };
    },

    async finish(flow, callback, redirectUri, nowMs) {
      try {
        const configuration = await configurationOf(flow.provider, nowMs);
        const current = new URL(redirectUri);
        current.searchParams.set('code', callback.code);
        current.searchParams.set('state', callback.state);
        if (callback.iss !== undefined) current.searchParams.set('iss', callback.iss);
        const google_ = flow.provider === 'google';
        const tokens = await oidc.authorizationCodeGrant(configuration, current, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          ...(google_ ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
        });
        if (!google_) {
          return await facebookProfile(
            configuration,
            config.facebook as FacebookClient,
            tokens.access_token,
          );
        }
        googleKeys = oidc.getJwksCache(configuration) ?? googleKeys;
        const claims = tokens.claims();
        if (!claims) throw fieldError('social', 'token', 'social.token');
        return {
          provider: 'google',
          subject: claims.sub,
          email: typeof claims.email === 'string' && claims.email !== '' ? claims.email : null,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' ? claims.name : '',
        };
      } catch (error) {
        throw refusal(error);
      }
    },
  };
}
