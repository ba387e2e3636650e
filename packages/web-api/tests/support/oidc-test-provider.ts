import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/** A person who can sign in at the test provider. */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** A real OpenID Connect provider (oidc-provider) on loopback with one confidential test client. */
export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people who can sign in, by subject. */
  accounts: Map<string, TestAccount>;
  /** Who signs in at the next login prompt (the provider's login form, filled in). */
  signInAs(subject: string): void;
  /**
   * A fetch that reaches the provider but rewrites the ID token of token answers, re-signed with the
   * provider's key (a wrong aud or nonce), or with a key of someone else's under the provider's key id.
   */
  tamperingFetch(
    change: (claims: Record<string, unknown>) => Record<string, unknown>,
    options?: { foreignKey?: boolean },
  ): typeof fetch;
  close(): Promise<void>;
}

const ID_TOKEN_SECONDS = 60;

/**
 * Starts the provider; `redirectUri` is the one redirect URI its client accepts. Its login prompt
 * signs in whoever `signInAs` named, or with `loginForm` shows a form that asks for the account.
 */
export async function startOidcTestProvider(
  redirectUri: string,
  options: { loginForm?: boolean } = {},
): Promise<OidcTestProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, TestAccount>();
  let next = '';
  const clientId = 'agency-test-client';
  const clientSecret = 'agency-test-client-secret-0123456789';
  // The issuer names the port, known only once listening: the provider is built right after.
  let provider: Provider | null = null;
  const finish = async (req: IncomingMessage, res: ServerResponse, accountId: string) => {
    const current = provider as Provider;
    const grant = new current.Grant({ accountId, clientId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await current.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };
  const server: Server = createServer((req, res) => {
    const current = provider as Provider;
    if (!req.url?.startsWith('/interaction/')) {
      current.callback()(req, res);
      return;
    }
    void (async () => {
      await current.interactionDetails(req, res);
      if (!options.loginForm) return finish(req, res, next);
      if (req.method === 'POST') {
        let body = '';
        for await (const chunk of req) body += chunk;
        return finish(req, res, new URLSearchParams(body).get('login') ?? '');
      }
      // The provider's own login page, as a person sees it in the browser test.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><title>Test provider</title><main><h1>Test provider</h1>` +
          `<form method="post"><label>Account <input name="login"></label>` +
          `<button type="submit">Sign in at the provider</button></form></main></html>`,
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const issuer = `http://127.0.0.1:${port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    // The e-mail claims go into the ID token itself, as Google's do.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: {
      IdToken: ID_TOKEN_SECONDS,
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...account }) };
    },
  });

  const foreign = (await generateKeyPair('RS256')).privateKey;
  async function resign(
    idToken: string,
    change: (c: Record<string, unknown>) => Record<string, unknown>,
    foreignKey: boolean,
  ) {
    const [, body] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8'));
    return new SignJWT(change(claims))
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
      .sign(foreignKey ? foreign : privateKey);
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signInAs: (subject) => {
      next = subject;
    },
    tamperingFetch(change, options = {}) {
      return async (input, init) => {
        const answer = await fetch(input, init);
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (!url.endsWith('/token') || !answer.ok) return answer;
        const body = (await answer.json()) as Record<string, unknown>;
        if (typeof body.id_token === 'string')
          body.id_token = await resign(body.id_token, change, options.foreignKey === true);
        return new Response(JSON.stringify(body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A browser's walk through the provider: follows its redirects with its cookies until it points back at the site. */
export async function walkProvider(authorizationUrl: string, siteOrigin: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    const answer = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = (pair ?? '').indexOf('=');
      if (eq > 0) cookies.set((pair ?? '').slice(0, eq), (pair ?? '').slice(eq + 1));
    }
    const location = answer.headers.get('location');
    if (!location)
      throw new Error(
        `the provider stopped at ${url} with ${answer.status}: ${await answer.text()}`,
      );
    const next = new URL(location, url);
    if (next.origin === siteOrigin) return next;
    url = next.href;
  }
  throw new Error('the provider redirected too often');
}
