import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readGoogleApisOrigin } from './google-url';
import { readTokenKeys, type TokenKeys, TokenKeysConfigError } from './token-crypto';

/** How createWebApi connects merchants to Google Business Profile (WebApiOptions.google). */
export interface GoogleOptions {
  /** The site's Google OAuth client (the one sign-in uses). */
  clientId: string;
  clientSecret: string;
  /** Where every Google call goes instead of Google (the double); else GOOGLE_APIS_ORIGIN. */
  apisOrigin?: string;
  /** The fetch Google calls go through (the demo's in-process sandbox; tests). */
  fetch?: typeof fetch;
  /** The keys of refresh tokens at rest, as GOOGLE_TOKEN_KEYS writes them (`id:base64,…`) or read; else GOOGLE_TOKEN_KEYS, else generated once into the data folder. */
  tokenKeys?: string | TokenKeys;
  /** Connections are to the demo's Google double: the screens label them "Sandbox". */
  sandbox?: boolean;
  /** The origin redirect URIs are built on (default: the site URL; the demo's '' makes them site paths). */
  redirectBase?: string;
}

/** The checked configuration of the Google Business Profile connection. */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  apisOrigin: string | undefined;
  fetch: typeof fetch | undefined;
  tokenKeys: TokenKeys;
  sandbox: boolean;
  redirectBase: string;
}

/** Where readGoogleSettings may keep a generated key, and whether it may. */
export interface GoogleSettingsContext {
  env: NodeJS.ProcessEnv;
  /** The data folder of a generated key; null keeps it in memory (an in-memory database). */
  dataDir: string | null;
  /** The site's public origin (SITE_URL or the host's PUBLIC_URL). */
  siteUrl: string;
}

const KEY_FILE = 'google-token-key';

// An id without its secret (or the reverse) is a half-done setup: refuse the start.
function clientOf(env: NodeJS.ProcessEnv): { clientId: string; clientSecret: string } | null {
  const clientId = env.GOOGLE_CLIENT_ID ?? '';
  const clientSecret = env.GOOGLE_CLIENT_SECRET ?? '';
  if (clientId === '' && clientSecret === '') return null;
  if (clientId === '' || clientSecret === '')
    throw new TokenKeysConfigError(
      'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    );
  return { clientId, clientSecret };
}

/** A key generated once and kept in the data folder beside the JWT secret (outside production only). */
async function generatedKeys(dataDir: string | null): Promise<TokenKeys> {
  const fresh = `local:${randomBytes(32).toString('base64')}`;
  if (dataDir === null) return readTokenKeys({ GOOGLE_TOKEN_KEYS: fresh }) as TokenKeys;
  const file = join(dataDir, KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' }).catch(
    (error: NodeJS.ErrnoException) => {
      // Another process (or an earlier start) wrote it first: use that one.
      if (error.code !== 'EEXIST') throw error;
    },
  );
  const stored = (await readFile(file, 'utf8')).trim();
  return readTokenKeys({ GOOGLE_TOKEN_KEYS: stored }) as TokenKeys;
}

/**
 * The Google Business Profile configuration, read and checked once at start: the options when given
 * (null turns it off), else GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET, GOOGLE_APIS_ORIGIN and
 * GOOGLE_TOKEN_KEYS. Null when no client is configured, or when redirect URIs would be relative
 * outside the sandbox (no site URL). A bad value throws a ConfigError naming the variable.
 */
export async function readGoogleSettings(
  options: GoogleOptions | null | undefined,
  context: GoogleSettingsContext,
): Promise<GoogleSettings | null> {
  if (options === null) return null;
  const client = options ?? clientOf(context.env);
  if (client === null) return null;
  const sandbox = options?.sandbox ?? false;
  let redirectBase = options?.redirectBase ?? context.siteUrl;
  while (redirectBase.endsWith('/')) redirectBase = redirectBase.slice(0, -1);
  if (redirectBase === '' && !sandbox) return null;
  const apisOrigin = options?.apisOrigin ?? readGoogleApisOrigin(context.env);
  const given = options?.tokenKeys;
  let tokenKeys =
    typeof given === 'string'
      ? readTokenKeys({ GOOGLE_TOKEN_KEYS: given })
      : (given ?? readTokenKeys(context.env));
  // Like the JWT secret: generated once into the data folder when not given. Several processes on one
  // database must share it (GOOGLE_TOKEN_KEYS), or a grant sealed by one is unreadable to the others.
  tokenKeys ??= await generatedKeys(context.dataDir);
  return {
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    apisOrigin,
    fetch: options?.fetch,
    tokenKeys,
    sandbox,
    redirectBase,
  };
}
