import { ConfigError } from './config-error';
import { type SiteContacts, siteContactsOf } from './site-contacts';

/** Everything the host reads from its environment, validated once at start. */
export interface HostConfig {
  /** TCP port to listen on (0 picks a free one). */
  port: number;
  /** Interface to bind. */
  hostname: string;
  /** The site's public origin, e.g. `https://agency.example`; absolute links are built from it, never from request headers. */
  publicUrl: string;
  /** True when the public origin is https: HSTS and Secure cookies. */
  https: boolean;
  /** An external /web backend; `null` mounts the embedded web-api in-process. */
  webApiUrl: string | null;
  /** How many reverse proxies in front of the host to trust for X-Forwarded-For. */
  trustProxy: number;
  /** Google Analytics 4 measurement id; `null` turns analytics into a no-op. */
  gaMeasurementId: string | null;
  /** Upstream /web call timeout. */
  upstreamTimeoutMs: number;
  /** Largest upstream answer body accepted, in bytes. */
  upstreamMaxBytes: number;
  /** node:http headersTimeout. */
  headersTimeoutMs: number;
  /** node:http requestTimeout. */
  requestTimeoutMs: number;
  /** Largest request body accepted (for /web), in bytes. */
  maxBodyBytes: number;
  /** Anonymous landing cache lifetime (the cache hint of R7.5, 120 s); also the longest an anonymous page load is kept; 0 turns both caches off. */
  landingCacheSeconds: number;
  /** How many anonymous pages are kept rendered at most (KEPT_PAGES, 64); 0 renders each on every request. */
  keptPageEntries: number;
  /** How many anonymous page loads are kept at most (PAGE_DATA_ENTRIES, 256); 0 loads each on every request. */
  pageDataEntries: number;
  /** Where the embedded web-api keeps its data. */
  dataDir: string;
  /** Lowest level written to the log (pino levels; `silent` writes nothing). */
  logLevel: LogLevel;
  /** True for a human-readable log (development) instead of JSON lines. */
  prettyLog: boolean;
  /** Where GET /metrics is served; `null` when METRICS is not 1. Never the public port. */
  metrics: { port: number; hostname: string } | null;
  /** The agency's phones, e-mails and legal name (SITE_PHONES, SITE_EMAIL, SITE_QUOTE_EMAIL, SITE_LEGAL_NAME). */
  contacts: SiteContacts;
  /** Google sign-in's client id (GOOGLE_CLIENT_ID); empty: no "Continue with Google". */
  googleClientId: string;
  /**
   * The newcomer's demo (AGENCY_DEMO=1) with the embedded backend and no Google client: Google Business
   * Profile is the project's double, served under /sandbox/google and labelled "Sandbox".
   */
  googleSandbox: boolean;
  /** Facebook sign-in's app id (FACEBOOK_APP_ID); empty: no "Continue with Facebook". */
  facebookAppId: string;
}

/** The levels LOG_LEVEL accepts, most severe first. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** One of LOG_LEVELS. */
export type LogLevel = (typeof LOG_LEVELS)[number];

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

// The public URL is an origin: links are built as origin + route, so a path would be silently dropped.
function origin(name: string, raw: string): string {
  const url = parseHttpUrl(name, raw);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`${name} must be an origin without a path, got "${raw}"`);
  }
  return url.origin;
}

function oneOf<T extends string>(
  env: NodeJS.ProcessEnv,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!allowed.includes(raw as T)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

// A backend may live under a path prefix; /web is appended to it.
function baseUrl(name: string, raw: string): string {
  const url = parseHttpUrl(name, raw);
  let path = url.pathname;
  while (path.endsWith('/')) path = path.slice(0, -1);
  return url.origin + path;
}

function parseHttpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return url;
}

/** Reads and validates the host configuration from environment variables (PORT, PUBLIC_URL, WEB_API_URL, TRUST_PROXY, GA_MEASUREMENT_ID, UPSTREAM_TIMEOUT_MS, …). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): HostConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const hostname = env.HOST || '0.0.0.0';
  const publicUrl = origin('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port || 3000}`);
  const webApiUrl = env.WEB_API_URL ? baseUrl('WEB_API_URL', env.WEB_API_URL) : null;
  const ga = env.GA_MEASUREMENT_ID || null;
  // Checked here too so that a bad secret stops the start with one line, before a database is opened.
  const jwtSecret = env.JWT_SECRET;
  if (jwtSecret && jwtSecret.length < 32) {
    throw new ConfigError(`JWT_SECRET must be at least 32 characters, got ${jwtSecret.length}`);
  }
  // Read by the embedded backend's PostgreSQL pool; validated here so the start fails early.
  integer(env, 'PG_POOL_MAX', 10, 1, 1000);
  const metricsOn = oneOf(env, 'METRICS', ['0', '1'], '0') === '1';
  const metricsPort = integer(env, 'METRICS_PORT', 9464, 0, 65535);
  if (metricsOn && metricsPort !== 0 && metricsPort === port) {
    throw new ConfigError(
      `METRICS_PORT must differ from PORT (${port}): metrics never share the public port`,
    );
  }
  if (ga !== null && !/^G-[A-Z0-9]{4,20}$/.test(ga)) {
    throw new ConfigError(`GA_MEASUREMENT_ID must look like G-XXXXXXX, got "${ga}"`);
  }
  return {
    port,
    hostname,
    publicUrl,
    https: publicUrl.startsWith('https:'),
    webApiUrl,
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 32),
    gaMeasurementId: ga,
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 5000, 1, 120_000),
    upstreamMaxBytes: integer(env, 'UPSTREAM_MAX_BYTES', 2 * 1024 * 1024, 1024, 1 << 30),
    headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 1000, 600_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    maxBodyBytes: integer(env, 'MAX_BODY_BYTES', 10 * 1024 * 1024, 1024, 1 << 30),
    landingCacheSeconds: integer(env, 'LANDING_CACHE_SECONDS', 120, 0, 86_400),
    keptPageEntries: integer(env, 'KEPT_PAGES', 64, 0, 4096),
    pageDataEntries: integer(env, 'PAGE_DATA_ENTRIES', 256, 0, 16_384),
    dataDir: env.DATA_DIR || '.data',
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    prettyLog:
      oneOf(
        env,
        'LOG_FORMAT',
        ['json', 'pretty'],
        env.NODE_ENV === 'production' ? 'json' : 'pretty',
      ) === 'pretty',
    metrics: metricsOn ? { port: metricsPort, hostname: env.METRICS_HOST || '127.0.0.1' } : null,
    contacts: siteContactsOf(env),
    googleClientId: socialId(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, webApiUrl, 'GOOGLE'),
    googleSandbox: env.AGENCY_DEMO === '1' && webApiUrl === null && !env.GOOGLE_CLIENT_ID,
    facebookAppId: socialId(env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET, webApiUrl, 'FACEBOOK'),
  };
}

// The embedded backend signs in with the secret, so a button without it would only fail; an external
// backend keeps the secret itself and the host needs only the public id.
function socialId(
  id: string | undefined,
  secret: string | undefined,
  webApiUrl: string | null,
  prefix: 'GOOGLE' | 'FACEBOOK',
): string {
  const [idName, secretName] =
    prefix === 'GOOGLE'
      ? ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']
      : ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'];
  if (webApiUrl === null && Boolean(id) !== Boolean(secret)) {
    throw new ConfigError(`${idName} and ${secretName} are set together, or neither`);
  }
  return id ?? '';
}
