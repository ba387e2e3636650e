import { handleRequest } from './handle-request';
import type { SandboxContext } from './sandbox-context';
import { createControl, type GoogleSandboxControl } from './sandbox-control';
import type { GoogleSandboxOptions, SandboxClient } from './sandbox-options';
import { demoSeed } from './seed/demo-seed';
import { DEFAULT_QUOTA_LIMITS } from './state/quota-limits';
import { cryptoRandom } from './state/random-text';
import { createState } from './state/sandbox-state';

/** A Google Business Profile double: a fetch-style handler and the control of its state. */
export interface GoogleSandbox {
  /** Answers a request addressed to `{basePath}/{Google host}{path}`. */
  handle(request: Request): Promise<Response>;
  /** Reads and changes the sandbox's state, for tests and the demo. */
  control: GoogleSandboxControl;
}

/** The base path in its canonical form: empty, or `/a/b` without a trailing slash. */
function canonicalBasePath(basePath: string | undefined): string {
  let trimmed = basePath ?? '';
  while (trimmed.endsWith('/')) trimmed = trimmed.slice(0, -1);
  if (trimmed === '') return '';
  if (!trimmed.startsWith('/')) throw new Error(`basePath must start with "/": ${basePath}`);
  return trimmed;
}

/** Clients as given, after checking that each redirect URI is an absolute URL without a fragment. */
function checkedClients(clients: readonly SandboxClient[]): SandboxClient[] {
  for (const client of clients) {
    for (const uri of [...client.redirectUris, ...(client.redirectOrigins ?? [])]) {
      if (!URL.canParse(uri) || uri.includes('#')) {
        throw new Error(
          `Client ${client.clientId}: "${uri}" is not an absolute URL without a fragment.`,
        );
      }
    }
  }
  return [...clients];
}

/**
 * Makes a Google Business Profile sandbox: OAuth 2.0, Account Management v1, Business Information
 * v1, My Business v4 reviews and local posts and Performance v1, served from memory with Google's
 * answers, errors and quotas, by an injected clock.
 */
export function createGoogleSandbox(options: GoogleSandboxOptions = {}): GoogleSandbox {
  const now = options.now ?? Date.now;
  const seed = options.seed ?? demoSeed(now());
  const ctx: SandboxContext = {
    state: createState(seed),
    now,
    random: options.random ?? cryptoRandom(),
    clients: checkedClients(options.clients ?? []),
    quotas: { ...DEFAULT_QUOTA_LIMITS, ...options.quotas },
    postReviewDelayMs: options.postReviewDelayMs ?? 30_000,
    rejectedPostWords: [...(options.rejectedPostWords ?? ['casino'])],
    editPublishDelayMs: options.editPublishDelayMs ?? 0,
    basePath: canonicalBasePath(options.basePath),
  };
  return {
    handle: (request) => handleRequest(ctx, request),
    control: createControl(ctx, seed),
  };
}
