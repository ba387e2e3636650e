import { randomInt } from 'node:crypto';
import type { components } from '@agency/contracts';
import { LEAD_CHALLENGE_TTL_MS, type LeadChallengeVerdict } from '@agency/core/forms';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../db/db';

/** The contract's ALTCHA challenge (Leads/start) and its solution (Leads/submit's `altcha`). */
export type LeadChallenge = components['schemas']['LeadChallenge'];
export type LeadChallengeSolution = components['schemas']['LeadChallengeSolution'];

// The counter a browser searches for lies below this: about 25,000 SHA-256 digests on average, a
// second or two of Web Crypto on a phone, and the cost of every request a bot sends.
const MAX_COUNTER = 50_000;

/**
 * A new signed challenge (altcha-lib v2 in its deterministic mode: the server picks the counter and
 * signs the derived key, so a solution is checked with one HMAC). The expiry is the server's clock
 * in `data`, signed with the rest, rather than altcha's own `expiresAt`, which it checks against
 * the wall clock instead of the injected one.
 */
export async function createLeadChallenge(key: string, nowMs: number): Promise<LeadChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(MAX_COUNTER),
    deriveKey,
    data: { expires: Math.trunc(nowMs + LEAD_CHALLENGE_TTL_MS) },
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: key,
  });
  return challenge as LeadChallenge;
}

/**
 * The verdict on a submission's solution, inside the caller's transaction: missing, forged (not our
 * signature or not the solution), expired, replayed (its challenge already spent), or solved — and
 * then spent, kept until it expires. Never throws on what a client sent.
 */
export async function judgeLeadChallenge(
  tx: Db,
  key: string,
  given: LeadChallengeSolution | undefined,
  nowMs: number,
): Promise<LeadChallengeVerdict> {
  if (given === undefined) return 'missing';
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: given.challenge,
      solution: given.solution,
      deriveKey,
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: key,
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) return 'forged';
  const expires = given.challenge.parameters.data.expires;
  if (expires < nowMs) return 'expired';
  await tx.query('delete from lead_challenges_spent where expires_at < $1', [new Date(nowMs)]);
  const { rows } = await tx.query(
    `insert into lead_challenges_spent (signature, expires_at) values ($1, $2)
     on conflict (signature) do nothing returning signature`,
    [given.challenge.signature, new Date(expires)],
  );
  return rows.length === 1 ? 'solved' : 'replayed';
}
