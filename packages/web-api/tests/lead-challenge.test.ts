import { LEAD_CHALLENGE_TTL_MS } from '@agency/core/forms';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContractAnswer, startTestApi, type TestApi } from './support/test-api';

const KEY = 'altcha-hmac-key-of-at-least-32-chars!';
const AGENCY = 'quotes@agency.test';

let asked: TestApi;
let plain: TestApi;
let address = 0;

beforeAll(async () => {
  asked = await startTestApi({ leads: { email: AGENCY, webhook: null, challengeKey: KEY } });
  plain = await startTestApi({ leads: { email: AGENCY, webhook: null } });
});
afterAll(async () => {
  await asked.close();
  await plain.close();
});

// Each visitor comes from an address of its own, so the per-address limit never joins in.
function nextAddress(): string {
  address += 1;
  return `198.51.100.${address}`;
}

const ITEM = {
  name: 'Olena',
  email: 'olena@coffee.example',
  service: 'seo',
  message: 'Three coffee shops in Kyiv.',
  consent: true,
  homepage: '',
};

async function start(t: TestApi, ip: string) {
  const payload = { controller: 'Leads', subaction: 'start', lang: 'en' };
  const result = await t.call({ method: 'POST', payload, headers: { 'x-forwarded-for': ip } });
  expectContractAnswer(payload, result);
  return result.body.data as { started: string; challenge?: Record<string, unknown> };
}

/** What the form's chunk does: find the counter with altcha-lib's solver (Node's SHA-256 here). */
async function solve(challenge: Record<string, unknown>) {
  // biome-ignore lint/suspicious/noExplicitAny: the contract's challenge is altcha-lib's Challenge
  const solution = await solveChallenge({ challenge: challenge as any, deriveKey });
  if (solution === null) throw new Error('not solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

async function submit(t: TestApi, item: Record<string, unknown>, ip: string) {
  const payload = { controller: 'Leads', subaction: 'submit', lang: 'en', item };
  const result = await t.call({
    method: 'POST',
    payload,
    headers: { 'x-forwarded-for': ip, 'user-agent': 'ChallengeTest/1.0' },
  });
  expectContractAnswer(payload, result);
  return result;
}

async function spamOf(t: TestApi, name: string): Promise<boolean | undefined> {
  const { rows } = await t.api.db.query<{ lead_spam: boolean }>(
    'select lead_spam from clients where name = $1',
    [name],
  );
  expect(rows).toHaveLength(1);
  return rows[0]?.lead_spam;
}

const leadMessages = (t: TestApi, name: string) =>
  t.outbox.filter((message) => JSON.stringify(message).includes(name)).length;

/** A person on a site asking a challenge: started, solved, sent five seconds later. */
async function personSolves(name: string, ip = nextAddress()) {
  const { started, challenge } = await start(asked, ip);
  if (challenge === undefined) throw new Error('no challenge');
  const altcha = await solve(challenge);
  asked.clock.now += 5000;
  const result = await submit(asked, { ...ITEM, name, started, altcha }, ip);
  return { result, altcha, started, ip };
}

describe('ALTCHA on a site that sets ALTCHA_HMAC_KEY', () => {
  it('Leads/start answers a signed challenge with the start', async () => {
    const { challenge } = await start(asked, nextAddress());
    expect(challenge).toMatchObject({
      parameters: {
        algorithm: 'SHA-256',
        data: { expires: asked.clock.now + LEAD_CHALLENGE_TTL_MS },
      },
    });
  });

  it('a valid solution is a person’s request: stored, not spam, mailed to the agency', async () => {
    const { result } = await personSolves('Solved Once');
    expect(result.body).toEqual({ data: { received: true } });
    expect(await spamOf(asked, 'Solved Once')).toBe(false);
    await asked.api.deliverMessages();
    expect(leadMessages(asked, 'Solved Once')).toBe(1);
  });

  it('a replayed solution is kept as suspected spam and counted, not delivered', async () => {
    const { altcha } = await personSolves('First Use');
    const ip = nextAddress();
    const { started } = await start(asked, ip);
    asked.clock.now += 5000;
    const before = (await asked.api.metrics()).suspectedSpamLeads;
    const result = await submit(asked, { ...ITEM, name: 'Replayed', started, altcha }, ip);
    expect(result.body).toEqual({ data: { received: true } });
    expect(await spamOf(asked, 'First Use')).toBe(false);
    expect(await spamOf(asked, 'Replayed')).toBe(true);
    expect((await asked.api.metrics()).suspectedSpamLeads).toBe(before + 1);
    await asked.api.deliverMessages();
    expect(leadMessages(asked, 'Replayed')).toBe(0);
  });

  it('a forged solution — a wrong key, or a challenge not signed with ours — is suspected spam', async () => {
    const ip = nextAddress();
    const { started, challenge } = await start(asked, ip);
    if (challenge === undefined) throw new Error('no challenge');
    const good = await solve(challenge);
    asked.clock.now += 5000;
    const wrongKey = { ...good, solution: { counter: 1, derivedKey: 'ab'.repeat(32) } };
    await submit(asked, { ...ITEM, name: 'Wrong Key', started, altcha: wrongKey }, ip);
    // A bot's own easy challenge, "signed" without our key.
    const params = good.challenge.parameters as Record<string, unknown>;
    const own = {
      challenge: { parameters: { ...params, keyPrefix: '00' }, signature: 'cd'.repeat(32) },
      solution: good.solution,
    };
    await submit(asked, { ...ITEM, name: 'Own Challenge', started, altcha: own }, ip);
    expect(await spamOf(asked, 'Wrong Key')).toBe(true);
    expect(await spamOf(asked, 'Own Challenge')).toBe(true);
    // The honest solution of that challenge was not spent by the forgeries.
    await submit(asked, { ...ITEM, name: 'Honest After', started, altcha: good }, ip);
    expect(await spamOf(asked, 'Honest After')).toBe(false);
  });

  it('a solution sent after its challenge expired is suspected spam', async () => {
    const ip = nextAddress();
    const { challenge } = await start(asked, ip);
    if (challenge === undefined) throw new Error('no challenge');
    const altcha = await solve(challenge);
    asked.clock.now += LEAD_CHALLENGE_TTL_MS + 1000;
    // A fresh start, so only the challenge is old.
    const { started } = await start(asked, ip);
    asked.clock.now += 5000;
    await submit(asked, { ...ITEM, name: 'Expired', started, altcha }, ip);
    expect(await spamOf(asked, 'Expired')).toBe(true);
  });

  it('no solution (a browser without JavaScript) keeps the request as suspected spam, which an admin releases', async () => {
    const ip = nextAddress();
    const { started } = await start(asked, ip);
    asked.clock.now += 5000;
    const result = await submit(asked, { ...ITEM, name: 'No Script', started }, ip);
    expect(result.body).toEqual({ data: { received: true } });
    expect(await spamOf(asked, 'No Script')).toBe(true);
    const admin = await asked.adminSignIn();
    const { rows } = await asked.api.db.query<{ id: string }>(
      `select id from clients where name = 'No Script'`,
    );
    const released = await asked.call({
      method: 'PUT',
      payload: {
        controller: 'Clients',
        subaction: 'update',
        lang: 'en',
        id: rows[0]?.id,
        item: { spam: false },
      },
      token: admin,
    });
    expect(released.status).toBe(200);
    expect(await spamOf(asked, 'No Script')).toBe(false);
  });

  it('spent challenges are pruned once expired', async () => {
    await personSolves('Pruned Later');
    asked.clock.now += LEAD_CHALLENGE_TTL_MS + 1000;
    await personSolves('Prunes');
    const { rows } = await asked.api.db.query<{ n: number }>(
      'select count(*)::int as n from lead_challenges_spent',
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('ALTCHA on a site without ALTCHA_HMAC_KEY', () => {
  it('Leads/start asks no challenge and a request without a solution is a person’s, as before', async () => {
    const ip = nextAddress();
    const { started, challenge } = await start(plain, ip);
    expect(challenge).toBeUndefined();
    plain.clock.now += 5000;
    await submit(plain, { ...ITEM, name: 'Unasked', started }, ip);
    expect(await spamOf(plain, 'Unasked')).toBe(false);
  });
});
