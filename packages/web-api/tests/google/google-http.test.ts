import { describe, expect, it } from 'vitest';
import { GoogleApiError, retryAfterMs } from '../../src/google/google-api-error';
import { createGoogleClient } from '../../src/google/google-client';
import {
  CLIENT,
  DEMO_LOCATION_NAMES,
  googleTestbed,
  listenGoogleSandbox,
  START_MS,
} from './google-testbed';

const { kyiv } = DEMO_LOCATION_NAMES;
const INFO = 'mybusinessbusinessinformation.googleapis.com';

async function failure(promise: Promise<unknown>): Promise<GoogleApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof GoogleApiError))
    throw new Error(`expected a GoogleApiError, got ${error}`);
  return error;
}

describe("Google's failures, each one GoogleApiError of its kind", () => {
  it('429 is quota, with Retry-After in ms', async () => {
    const t = googleTestbed();
    const { accessToken } = await t.connect();
    t.sandbox.control.failNext({ host: INFO, status: 429, headers: { 'retry-after': '17' } });
    const error = await failure(t.client.getLocation(accessToken, kyiv, 'title'));
    expect(error).toMatchObject({
      kind: 'quota',
      httpStatus: 429,
      status: 'RESOURCE_EXHAUSTED',
      retryAfterMs: 17_000,
    });
  });

  it('the real quota: the 11th edit of a location in a minute is quota (the double counts as Google does)', async () => {
    const t = googleTestbed();
    const { accessToken } = await t.connect();
    for (let n = 0; n < 10; n += 1) {
      await t.client.patchLocation(accessToken, kyiv, { title: `Zerno ${n}` }, 'title');
    }
    const error = await failure(
      t.client.patchLocation(accessToken, kyiv, { title: 'Zerno 10' }, 'title'),
    );
    expect(error.kind).toBe('quota');
    expect(error.googleMessage).toContain('Edits per minute per location');
  });

  it('5xx is server; 404 not-found; 403 forbidden; 400 invalid, with Google status and message', async () => {
    const t = googleTestbed();
    const { accessToken } = await t.connect();
    t.sandbox.control.failNext({ host: INFO, status: 503 });
    expect(await failure(t.client.getLocation(accessToken, kyiv, 'title'))).toMatchObject({
      kind: 'server',
      httpStatus: 503,
      status: 'UNAVAILABLE',
    });
    expect(await failure(t.client.getLocation(accessToken, 'locations/1', 'title'))).toMatchObject({
      kind: 'not-found',
      status: 'NOT_FOUND',
    });
    const bad = await failure(t.client.getLocation(accessToken, kyiv, 'nonsense'));
    expect(bad).toMatchObject({ kind: 'invalid', httpStatus: 400, status: 'INVALID_ARGUMENT' });
    expect(bad.googleMessage).toContain('nonsense');

    // A grant without business.manage.
    const { accessToken: emailOnly } = await t.connect(undefined, ['openid', 'email']);
    expect(await failure(t.client.getLocation(emailOnly, kyiv, 'title'))).toMatchObject({
      kind: 'forbidden',
      httpStatus: 403,
      status: 'PERMISSION_DENIED',
    });
  });

  it('a garbage body, or JSON of another shape, is shape: never a crash or a half-read value', async () => {
    const t = googleTestbed();
    const { accessToken } = await t.connect();
    t.sandbox.control.failNext({ host: INFO, status: 200, body: '<html>garbage' });
    expect(await failure(t.client.getLocation(accessToken, kyiv, 'title'))).toMatchObject({
      kind: 'shape',
      httpStatus: 200,
    });
    t.sandbox.control.failNext({ host: INFO, status: 200, body: '{"title": 42}' });
    const wrong = await failure(t.client.getLocation(accessToken, kyiv, 'title'));
    expect(wrong.kind).toBe('shape');
    expect(wrong.message).toContain('answer.title is not a string');
    t.sandbox.control.failNext({
      host: INFO,
      status: 200,
      body: '{"locations": [{"name": "locations/1", "regularHours": {"periods": [{"openTime": {"hours": "9"}}]}}]}',
    });
    const deep = await failure(
      t.client.listLocations(accessToken, 'accounts/114857620339281765002', 'regularHours'),
    );
    expect(deep.message).toContain('answer.locations[0].regularHours.periods[0].openTime.hours');
    // An error answer that is not JSON keeps its kind by status.
    t.sandbox.control.failNext({ host: INFO, status: 502, body: 'Bad Gateway' });
    expect(await failure(t.client.getLocation(accessToken, kyiv, 'title'))).toMatchObject({
      kind: 'server',
      httpStatus: 502,
    });
  });

  it('no answer (a refused connection, a timeout) is network', async () => {
    const refused = createGoogleClient({
      ...CLIENT,
      apisOrigin: 'http://127.0.0.1:9',
    });
    expect(await failure(refused.listAccounts('token'))).toMatchObject({ kind: 'network' });
    const silent = createGoogleClient({
      ...CLIENT,
      timeoutMs: 1,
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const timedOut = await failure(silent.listAccounts('token'));
    expect(timedOut.kind).toBe('network');
    expect(timedOut.message).toContain('no answer within 1 ms');
  });

  it('a name of another form is refused before anything is sent', async () => {
    const t = googleTestbed();
    const { accessToken } = await t.connect();
    t.sandbox.control.clearRequests();
    for (const name of ['locations/1/../../accounts', 'accounts/1', 'locations/1?x=1', '']) {
      expect(await failure(t.client.getLocation(accessToken, name, 'title'))).toMatchObject({
        kind: 'invalid',
      });
    }
    expect(await failure(t.client.getLocation(accessToken, kyiv, 'title,bad mask'))).toMatchObject({
      kind: 'invalid',
    });
    expect(t.sandbox.control.requests).toEqual([]);
  });

  it('Retry-After reads as seconds or an HTTP date', () => {
    expect(retryAfterMs('120', START_MS)).toBe(120_000);
    expect(retryAfterMs(new Date(START_MS + 30_000).toUTCString(), START_MS)).toBe(30_000);
    expect(retryAfterMs('soon', START_MS)).toBeUndefined();
    expect(retryAfterMs(null, START_MS)).toBeUndefined();
  });

  it('over loopback with the global fetch: the double on node:http, GOOGLE_APIS_ORIGIN its origin', async () => {
    const t = googleTestbed();
    const { accessToken } = await t.connect();
    const listening = await listenGoogleSandbox(t.sandbox, { host: '127.0.0.1', port: 0 });
    try {
      const overHttp = createGoogleClient({ ...CLIENT, apisOrigin: listening.origin, now: t.now });
      const accounts = await overHttp.listAccounts(accessToken);
      expect(accounts.map((account) => account.type)).toEqual(['PERSONAL', 'LOCATION_GROUP']);
      expect(t.sandbox.control.requests.at(-1)).toMatchObject({
        host: 'mybusinessaccountmanagement.googleapis.com',
        path: '/v1/accounts',
        status: 200,
      });
    } finally {
      await listening.close();
    }
  });
});
