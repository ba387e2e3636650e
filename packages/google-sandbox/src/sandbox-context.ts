import type { SandboxClient } from './sandbox-options';
import type { QuotaLimits } from './state/quota-limits';
import type { RandomSource } from './state/random-text';
import type { SandboxState } from './state/sandbox-state';

/** What every handler works with: the state, the injected clock and randomness, and the settings. */
export interface SandboxContext {
  state: SandboxState;
  now: () => number;
  random: RandomSource;
  clients: readonly SandboxClient[];
  quotas: QuotaLimits;
  postReviewDelayMs: number;
  rejectedPostWords: readonly string[];
  editPublishDelayMs: number;
  basePath: string;
}
