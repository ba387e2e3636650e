// The one import of the Google double in web-api: the tests take what they need of it from here.
import {
  BUSINESS_MANAGE_SCOPE,
  createGoogleSandbox,
  DEMO_ACCOUNT_NAMES,
  DEMO_LOCATION_NAMES,
  DEMO_USERS,
  demoSeed,
  type GoogleSandbox,
  type GoogleSandboxOptions,
  listenGoogleSandbox,
  type SandboxSeed,
  seededRandom,
} from '@agency/google-sandbox';
import { createGoogleClient, type GoogleClient } from '../../src/google/google-client';
import { createPkcePair, type GoogleTokens } from '../../src/google/google-oauth';

export {
  BUSINESS_MANAGE_SCOPE,
  createGoogleSandbox,
  DEMO_ACCOUNT_NAMES,
  DEMO_LOCATION_NAMES,
  DEMO_USERS,
  type GoogleSandbox,
  listenGoogleSandbox,
  type SandboxSeed,
  seededRandom,
};

/** The OAuth client the tests register with the double. */
export const CLIENT = {
  clientId: 'web-api-test.apps.googleusercontent.com',
  clientSecret: 'web-api-test-secret',
};

/** Where the consent answers go. */
export const REDIRECT_URI = 'http://localhost:3000/account/google/callback';

/** The override origin of the in-process double (GOOGLE_APIS_ORIGIN in a deployment). */
export const ORIGIN = 'http://google.test';

/** Monday 30 November 2026, 10:00:00 UTC: the start of a minute, so quota windows begin with the test. */
export const START_MS = Date.UTC(2026, 10, 30, 10, 0, 0);

/** The Google double on a test clock, our client wired to it in process, and a way to connect as a user. */
export interface GoogleTestbed {
  sandbox: GoogleSandbox;
  client: GoogleClient;
  /** The fetch that hands each request to the double's `handle`. */
  fetch: typeof fetch;
  now(): number;
  advance(ms: number): void;
  /** Goes through the consent page as a user (the merchant by default) and exchanges the code. */
  connect(user?: string, scope?: readonly string[]): Promise<GoogleTokens>;
}

/** A testbed on the demo seed (or another), the client's clock the double's. */
export function googleTestbed(options: GoogleSandboxOptions = {}): GoogleTestbed {
  let now = START_MS;
  const sandbox = createGoogleSandbox({
    now: () => now,
    random: seededRandom(11),
    clients: [{ ...CLIENT, redirectUris: [REDIRECT_URI] }],
    ...options,
  });
  const inProcess: typeof fetch = async (input, init) =>
    sandbox.handle(new Request(input instanceof URL ? input.href : input, init));
  const client = createGoogleClient({
    ...CLIENT,
    apisOrigin: ORIGIN,
    fetch: inProcess,
    now: () => now,
  });
  return {
    sandbox,
    client,
    fetch: inProcess,
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    async connect(user = DEMO_USERS.merchant.sub, scope) {
      const { verifier, challenge } = createPkcePair();
      const page = await inProcess(
        client.authorizationUrl({
          redirectUri: REDIRECT_URI,
          state: 'state-1',
          codeChallenge: challenge,
          ...(scope ? { scope } : {}),
        }),
      );
      const request = /name="request" value="([^"]+)"/.exec(await page.text())?.[1];
      if (!request) throw new Error(`no consent form (status ${page.status})`);
      const approve = new URLSearchParams({ request, user, decision: 'allow' });
      const answer = await inProcess(
        `${ORIGIN}/accounts.google.com/o/oauth2/v2/approve?${approve}`,
        {
          redirect: 'manual',
        },
      );
      const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code');
      if (!code) throw new Error('no code in the consent answer');
      return client.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT_URI });
    },
  };
}

/** The demo seed plus `accounts` more accounts of the merchant, the first holding `locations` locations. */
export function bigSeed(nowMs: number, accounts: number, locations: number): SandboxSeed {
  const seed = demoSeed(nowMs);
  const merchant = seed.users.find((user) => user.sub === DEMO_USERS.merchant.sub);
  if (!merchant) throw new Error('the demo seed has no merchant');
  for (let n = 0; n < accounts; n += 1) {
    const name = `accounts/77000000000000${String(n).padStart(3, '0')}`;
    const locationNames =
      n === 0
        ? Array.from(
            { length: locations },
            (_, index) => `locations/88000000000000${String(index).padStart(3, '0')}`,
          )
        : [];
    seed.accounts.push({
      account: { name, accountName: `Branch ${n}`, type: 'LOCATION_GROUP', role: 'OWNER' },
      locationNames,
    });
    merchant.accountNames.push(name);
    for (const location of locationNames) {
      seed.locations.push({
        name: location,
        title: `Shop ${location.slice(-3)}`,
        languageCode: 'uk',
      });
    }
  }
  return seed;
}
