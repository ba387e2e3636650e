import type { Action, State } from '@agency/core';
import { createStore, initialState, reducer } from '@agency/core';
import { createMemoryHistory } from 'history';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNavigate } from '../src/browser/create-navigate';
import { json, pageAnswer, startUpstream, type TestUpstream } from './support/upstream';

const JWT = 'header.payload.signature';

// The loopback backend answers as web-api does: a caller whose Bearer it accepts is a customer.
function backend(): Promise<TestUpstream> {
  return startUpstream((req, res) => {
    const route = new URL(req.url ?? '/', 'http://x').searchParams.get('route') ?? '/';
    const name = route.includes('sign-in')
      ? 'sign-in'
      : route.includes('account')
        ? 'account'
        : 'home';
    const answer = pageAnswer(name, route, `Title ${route}`);
    if (req.headers.authorization === `Bearer ${JWT}`) answer.data.roles = ['customer'];
    json(res, 200, answer);
  });
}

function setup(baseUrl: string, jwt: string | null) {
  const store = createStore<State, Action>(
    reducer,
    initialState(
      {
        protocol: 'http',
        hostname: 'localhost',
        headers: {},
        cookies: {},
        ip: '',
        statusCode: 200,
      },
      'en',
    ),
  );
  const history = createMemoryHistory({ initialEntries: ['/en'] });
  const navigation = createNavigate({
    store,
    history,
    client: async () => createClient({ baseUrl }),
    analytics: { pageView() {}, event() {} },
    scroll() {},
    applyDocument() {},
    openExternal() {},
    // Every page's code loads here; a page loaded as a document instead would leave the history as it was.
    browser: { assign() {}, replace() {}, reload() {} },
    preload: async () => {},
    jwtFor: () => jwt,
    // No document here: the area stylesheet's loader has its own tests (area-styles-loader.test.ts).
    loadStyles: async () => {},
  });
  return { store, history, navigation };
}

// R17.3: after a client-side navigation too, a signed-in customer never sees the sign-in form.
describe('navigating to sign-in in a session the backend accepts', () => {
  let upstream: TestUpstream;
  beforeAll(async () => {
    upstream = await backend();
  });
  afterAll(() => upstream.close());

  it.each([
    ['/en/sign-in', '/en/account'],
    ['/ua/sign-in', '/ua/account'],
    ['/en/sign-in?back=%2Fen%2Faccount%2Fsettings', '/en/account/settings'],
  ])('%s opens %s', async (to, account) => {
    const { history, navigation, store } = setup(upstream.url, JWT);
    navigation.navigate(to);
    await navigation.settled();
    expect(`${history.location.pathname}${history.location.search}`).toBe(account);
    expect(store.getState().page?.route).toBe('account');
    expect(store.getState().loading).toBe(false);
  });

  it('signed out, or with a jwt the backend answers as anonymous, sign-in opens', async () => {
    for (const jwt of [null, 'other.jwt.value']) {
      const { history, navigation, store } = setup(upstream.url, jwt);
      navigation.navigate('/en/sign-in');
      await navigation.settled();
      expect(history.location.pathname).toBe('/en/sign-in');
      expect(store.getState().page?.route).toBe('sign-in');
    }
  });
});
