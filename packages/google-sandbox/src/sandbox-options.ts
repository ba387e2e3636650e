import type { QuotaLimits } from './state/quota-limits';
import type { RandomSource } from './state/random-text';
import type { SandboxSeed } from './state/sandbox-seed';

/** An OAuth client registered with the sandbox. */
export interface SandboxClient {
  clientId: string;
  clientSecret: string;
  /** Redirect URIs accepted as exact matches, as Google matches them. */
  redirectUris: readonly string[];
  /** Origins (`http://localhost:3000`) under which any redirect path is accepted too; sandbox only. */
  redirectOrigins?: readonly string[];
}

/** How a sandbox is made; every field has a default. */
export interface GoogleSandboxOptions {
  /** The clock (ms since the epoch) of token expiry, quotas, post reviews and timestamps; `Date.now` by default. */
  now?: () => number;
  /** Randomness of tokens, codes and new ids in [0, 1); the CSPRNG by default, `seededRandom(n)` for repeatable ids. */
  random?: RandomSource;
  /** The OAuth clients; none by default. */
  clients?: readonly SandboxClient[];
  /** The data at start and after `reset()`; the demo seed (`demoSeed(now())`) by default. */
  seed?: SandboxSeed;
  /** Quotas; Google's defaults (300 requests per minute per API, 10 edits per minute per location). */
  quotas?: Partial<QuotaLimits>;
  /** How long a new or edited local post stays PROCESSING before a read shows it LIVE (default 30 s). */
  postReviewDelayMs?: number;
  /** Words (any case) that make a post REJECTED when its review ends (default `['casino']`). */
  rejectedPostWords?: readonly string[];
  /** How long patched location fields stay in `pendingMask` (default 0: published at once). */
  editPublishDelayMs?: number;
  /** The path the handler is mounted under (`/sandbox/google`): stripped from requests, written into the consent form. */
  basePath?: string;
}
