import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { WebOperationPayload } from '../../../provider/web-api';

/** Leads/submit's `altcha`: the challenge of Leads/start with the counter found for it. */
export type LeadChallengeSolution = NonNullable<
  WebOperationPayload<'Leads/submit'>['item']['altcha']
>;

/**
 * Solves the site's proof-of-work challenge with altcha-lib's solver over Web Crypto's SHA-256 (a
 * second or two); null when it cannot (no Web Crypto, timeout): the request then goes without a
 * solution and is kept as suspected spam for an admin to release, never lost.
 */
export async function solveLeadChallenge(
  challenge: LeadChallengeSolution['challenge'],
): Promise<LeadChallengeSolution | null> {
  try {
    const solution = await solveChallenge({ challenge, deriveKey });
    if (solution === null) return null;
    return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  } catch {
    return null;
  }
}
