import { randomBytes } from 'node:crypto';

/**
 * What one response may run: its scripts by a per-request nonce or by the hashes of a cached page's
 * inline scripts, plus the hashes of its server-rendered style attributes. null: no script at all.
 */
export type ScriptPolicy =
  | (({ nonce: string } | { hashes: readonly string[] }) & { styleHashes?: readonly string[] })
  | null;

/** Options that shape the policy for the whole site. */
export interface SecurityOptions {
  /** Public origin is https: send HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Google Analytics is configured: allow its script and beacon hosts. */
  analytics: boolean;
}

const NONCE_BYTES = 16;
// Random bytes are drawn 4 KiB at a time and each nonce takes the next 16, never reused: one call
// into the CSPRNG per 256 rendered pages instead of one per page.
const POOL_BYTES = 4096;
let pool = randomBytes(POOL_BYTES);
let taken = 0;

/** A fresh 128-bit nonce for one response's scripts. */
export function createNonce(): string {
  if (taken + NONCE_BYTES > POOL_BYTES) {
    pool = randomBytes(POOL_BYTES);
    taken = 0;
  }
  const nonce = pool.toString('base64', taken, taken + NONCE_BYTES);
  taken += NONCE_BYTES;
  return nonce;
}

const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_CONNECT =
  'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com';

// Rendered pages' policies differ only in their nonce: the text around it is kept per site options
// and style hashes (a page's few style attributes), bounded against an unforeseen variety.
const NONCE_SLOT = 'nonce-slot';
const TEMPLATES_KEPT = 256;
const nonceTemplates = new Map<string, readonly [string, string]>();

// Kept pages' policies (script and style hashes) repeat from one page to the next: every page has the
// same bootstrap script, and most no style attribute. Made once per set of hashes, so a kept page's
// first answer (the first request after a content change) does not build it again (decision 0045).
const hashPolicies = new Map<string, string>();

function hashPolicy(
  scripts: ScriptPolicy & { hashes: readonly string[] },
  options: SecurityOptions,
) {
  const key = `${options.https} ${options.analytics} ${scripts.hashes.join(' ')} ${scripts.styleHashes?.join(' ') ?? ''}`;
  let policy = hashPolicies.get(key);
  if (policy === undefined) {
    policy = buildPolicy(scripts, options);
    if (hashPolicies.size >= TEMPLATES_KEPT) hashPolicies.clear();
    hashPolicies.set(key, policy);
  }
  return policy;
}

/** The Content-Security-Policy value: strict script sources (nonce or hashes + strict-dynamic), no plugins, no base, no framing. */
export function contentSecurityPolicy(scripts: ScriptPolicy, options: SecurityOptions): string {
  if (scripts === null) return buildPolicy(scripts, options);
  if (!('nonce' in scripts)) return hashPolicy(scripts, options);
  const key = `${options.https} ${options.analytics} ${scripts.styleHashes?.join(' ') ?? ''}`;
  let template = nonceTemplates.get(key);
  if (template === undefined) {
    const policy = buildPolicy({ ...scripts, nonce: NONCE_SLOT }, options);
    const at = policy.indexOf(NONCE_SLOT);
    template = [policy.slice(0, at), policy.slice(at + NONCE_SLOT.length)];
    if (nonceTemplates.size >= TEMPLATES_KEPT) nonceTemplates.clear();
    nonceTemplates.set(key, template);
  }
  return `${template[0]}${scripts.nonce}${template[1]}`;
}

function buildPolicy(scripts: ScriptPolicy, options: SecurityOptions): string {
  const scriptSources =
    scripts === null
      ? ["'none'"]
      : 'nonce' in scripts
        ? [`'nonce-${scripts.nonce}'`, "'strict-dynamic'"]
        : [...scripts.hashes.map((hash) => `'${hash}'`), "'strict-dynamic'"];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}${options.analytics && scripts !== null ? ` ${GA_SCRIPT}` : ''}`,
    `style-src 'self'${styleSources(scripts)}`,
    `img-src 'self' data:${options.analytics ? ' https://*.google-analytics.com https://*.googletagmanager.com' : ''}`,
    "font-src 'self'",
    `connect-src 'self'${options.analytics ? ` ${GA_CONNECT}` : ''}`,
    // Workers fall back to script-src, where 'strict-dynamic' ignores 'self': the account's and back
    // office's intl warm-up worker (decision 0061) is the site's own file.
    ...(scripts === null ? [] : ["worker-src 'self'"]),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

function styleSources(scripts: ScriptPolicy): string {
  const hashes = scripts?.styleHashes ?? [];
  return hashes.length === 0
    ? ''
    : ` 'unsafe-hashes' ${hashes.map((hash) => `'${hash}'`).join(' ')}`;
}

/** Headers every response carries, whatever its type (page, redirect, error, asset, text). */
export function securityHeaders(
  scripts: ScriptPolicy,
  options: SecurityOptions,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(scripts, options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    // helmet 8 defaults that fit a site whose assets are its own and that embeds nothing cross-origin.
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
  if (options.https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
