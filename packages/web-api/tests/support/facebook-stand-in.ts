import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FacebookClient } from '../../src/auth/social-config';

/** A Facebook user as Graph's `me` answers it. */
export interface FacebookUser {
  id: string;
  name: string;
  email?: string;
}

/** A small loopback stand-in for Facebook's login dialog, token endpoint and Graph `me`, with their checks. */
export interface FacebookStandIn {
  /** The client configuration that points the backend here. */
  client: FacebookClient;
  users: Map<string, FacebookUser>;
  /** Who logs in at the next dialog. */
  signInAs(id: string): void;
  close(): Promise<void>;
}

interface Grant {
  user: string;
  challenge: string;
  redirectUri: string;
  used: boolean;
}

// Facebook's error body, which is not RFC 6749's.
function oauthException(res: ServerResponse, message: string): void {
  res.writeHead(400, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({ error: { message, type: 'OAuthException', code: 100, fbtrace_id: 'x' } }),
  );
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

/** Starts the stand-in; `redirectUri` is the one the app registered. */
export async function startFacebookStandIn(redirectUri: string): Promise<FacebookStandIn> {
  const appId = 'facebook-test-app';
  const appSecret = 'facebook-test-app-secret-0123456789';
  const users = new Map<string, FacebookUser>();
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, string>();
  let next = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://facebook.test');
    void (async () => {
      if (url.pathname === '/dialog/oauth') {
        const back = url.searchParams.get('redirect_uri') ?? '';
        if (url.searchParams.get('client_id') !== appId || back !== redirectUri) {
          res.writeHead(400).end('bad client or redirect_uri');
          return;
        }
        if (url.searchParams.get('code_challenge_method') !== 'S256') {
          res.writeHead(400).end('PKCE S256 expected');
          return;
        }
        const code = randomBytes(16).toString('hex');
        grants.set(code, {
          user: next,
          challenge: url.searchParams.get('code_challenge') ?? '',
          redirectUri: back,
          used: false,
        });
        const target = new URL(back);
        target.searchParams.set('code', code);
        target.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: target.href }).end();
        return;
      }
      if (url.pathname === '/oauth/access_token' && req.method === 'POST') {
        const form = await formOf(req);
        const grant = grants.get(form.get('code') ?? '');
        if (form.get('client_id') !== appId || form.get('client_secret') !== appSecret) {
          oauthException(res, 'Error validating client secret.');
          return;
        }
        if (!grant || grant.used) {
          oauthException(res, 'This authorization code has been used.');
          return;
        }
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (challenge !== grant.challenge || form.get('redirect_uri') !== grant.redirectUri) {
          oauthException(res, 'Invalid code verifier or redirect_uri.');
          return;
        }
        grant.used = true;
        const accessToken = randomBytes(24).toString('hex');
        tokens.set(accessToken, grant.user);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            access_token: accessToken,
            token_type: 'bearer',
            expires_in: 5_183_944,
          }),
        );
        return;
      }
      if (url.pathname === '/me') {
        const token = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
        const proof = createHmac('sha256', appSecret).update(token).digest('hex');
        const user = users.get(tokens.get(token) ?? '');
        if (!user || url.searchParams.get('appsecret_proof') !== proof) {
          oauthException(res, 'Invalid OAuth access token or appsecret_proof.');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(user));
        return;
      }
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    client: {
      clientId: appId,
      clientSecret: appSecret,
      authorizationEndpoint: `${origin}/dialog/oauth`,
      tokenEndpoint: `${origin}/oauth/access_token`,
      graphUrl: origin,
    },
    users,
    signInAs: (id) => {
      next = id;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
