import type { Action, ScrollTarget, State } from '@agency/core';
import { createStore, initialState, reducer } from '@agency/core';
import { createMemoryHistory } from 'history';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNavigate } from '../src/browser/create-navigate';
import { json, pageAnswer, startUpstream, type TestUpstream } from './support/upstream';

// The loopback backend answers by route: pages, a 404, a 410 with a location, a slow page.
function backend(): Promise<TestUpstream> {
  return startUpstream((req, res) => {
    const route = new URL(req.url ?? '/', 'http://x').searchParams.get('route') ?? '/';
    if (route === '/en/ui')
      return json(res, 404, { statusCode: 404, code: 'NOT_FOUND', message: '', data: null });
    if (route === '/en/account') {
      return json(
        res,
        410,
        { statusCode: 410, code: 'GONE', message: '', data: null },
        { location: '/en/sign-in' },
      );
    }
    if (route === '/en/terms-of-service')
      return json(res, 400, {
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Bad page',
        data: null,
      });
    const name = route.includes('admin')
      ? 'admin'
      : route.includes('privacy')
        ? 'privacy-policy'
        : 'home';
    json(res, 200, pageAnswer(name, route, `Title ${route}`));
  });
}

// How many page loads the loopback backend has answered (set once it runs).
let loads = () => 0;

function setup(
  baseUrl: string,
  jwtFor: (group: string) => string | null | Promise<string | null> = () => null,
  start = '/',
  loadStyles: (group: string) => Promise<void> = async () => {},
  preloadFails = false,
) {
  const context = {
    protocol: 'http' as const,
    hostname: 'localhost',
    headers: {},
    cookies: {},
    ip: '',
    statusCode: 200,
  };
  const inner = createStore<State, Action>(reducer, initialState(context, 'ru'));
  const seen: Action[] = [];
  // The same store, recording each action on its way in.
  const store = {
    ...inner,
    dispatch(action: Action) {
      seen.push(action);
      inner.dispatch(action);
    },
  };
  const history = createMemoryHistory({ initialEntries: [start] });
  // When each intl warm-up and each preload started: the number of page loads the backend had seen by then.
  const warmups: number[] = [];
  const preloads: number[] = [];
  const views: string[] = [];
  const scrolls: ScrollTarget[] = [];
  // What the browser was asked to load as a new document.
  const documents: string[] = [];
  const navigation = createNavigate({
    store,
    history,
    client: async () => createClient({ baseUrl }),
    analytics: { pageView: (path) => views.push(path), event() {} },
    scroll: (target) => scrolls.push(target),
    applyDocument() {},
    openExternal() {},
    browser: {
      assign: (url) => documents.push(`assign ${url}`),
      replace: (url) => documents.push(`replace ${url}`),
      reload: () => documents.push('reload'),
    },
    preload: async () => {
      preloads.push(loads());
      if (preloadFails) throw new Error('chunk');
    },
    jwtFor,
    startIntlWarmup: () => warmups.push(loads()),
    loadStyles,
  });
  return { store, seen, history, views, scrolls, navigation, warmups, preloads, documents };
}

describe('createNavigate (history navigation over a loopback backend)', () => {
  let upstream: TestUpstream;
  let closed: string;

  beforeAll(async () => {
    upstream = await backend();
    loads = () => upstream.calls.length;
    const gone = await startUpstream(() => {});
    closed = gone.url;
    await gone.close();
  });
  afterAll(() => upstream.close());

  it('the target language is set before navigation and the current language after it', async () => {
    const { seen, navigation, history, store } = setup(upstream.url);
    navigation.navigate('/en/privacy-policy');
    await navigation.settled();
    const types = seen.map((action) => action.type);
    // Positions in the action log: the order of dispatch, not a time.
    expect(types.indexOf('lang/targetSet')).toBeLessThan(types.indexOf('page/loaded'));
    expect(types.indexOf('page/loaded')).toBeLessThan(types.indexOf('lang/set'));
    expect(history.location.pathname).toBe('/en/privacy-policy');
    expect(store.getState().lang).toBe('en');
    expect(store.getState().meta.title).toBe('Title /en/privacy-policy');
  });

  it('loading: set before a request and cleared afterwards', async () => {
    const { seen, navigation } = setup(upstream.url);
    navigation.navigate('/en/privacy-policy');
    expect(seen.map((action) => action.type)).toContain('loading/started');
    await navigation.settled();
    const types = seen.map((action) => action.type);
    // Order of dispatch, not a time.
    expect(types.indexOf('loading/started')).toBeLessThan(types.indexOf('loading/finished'));
  });

  it('the same address loads no page again, unless a reload is asked for (the account acted for changed)', async () => {
    const { seen, navigation, history } = setup(upstream.url);
    navigation.navigate('/en/privacy-policy');
    await navigation.settled();
    const loads = () => seen.filter((action) => action.type === 'page/loaded').length;
    navigation.navigate('/en/privacy-policy', { replace: true });
    await navigation.settled();
    expect(loads()).toBe(1);
    navigation.navigate('/en/privacy-policy', { replace: true, reload: true });
    await navigation.settled();
    expect(loads()).toBe(2);
    expect(history.location.pathname).toBe('/en/privacy-policy');
    expect(history.index).toBe(1);
  });

  it('a page view is sent after each non-admin navigation', async () => {
    const { views, navigation } = setup(upstream.url);
    navigation.navigate('/en/privacy-policy');
    await navigation.settled();
    navigation.navigate('/en/admin/settings/users');
    await navigation.settled();
    expect(views).toEqual(['/en/privacy-policy']);
  });

  it('if the query has el, scroll to that element; if the route requires it, go to the top', async () => {
    const { scrolls, navigation } = setup(upstream.url);
    navigation.navigate('/en?el=contacts');
    await navigation.settled();
    navigation.navigate('/en/privacy-policy');
    await navigation.settled();
    expect(scrolls).toEqual([{ kind: 'element', id: 'contacts' }, { kind: 'top' }]);
  });

  it("404, error display on, browser: notification 'Something went wrong. We are working hard to fix this)'", async () => {
    const { store, navigation, history } = setup(upstream.url);
    navigation.navigate('/en/ui');
    await navigation.settled();
    expect(store.getState().notification).toMatchObject({
      type: 'danger',
      messageId: 'error.notFound',
    });
    expect(history.location.pathname).toBe('/');
  });

  it("400, error display on: danger notification with the body's error text; the URL stays", async () => {
    const { store, navigation, history } = setup(upstream.url);
    navigation.navigate('/en/terms-of-service');
    await navigation.settled();
    expect(store.getState().notification).toMatchObject({ type: 'danger', text: 'Bad page' });
    expect(history.location.pathname).toBe('/');
    expect(store.getState().loading).toBe(false);
  });

  it('410 on GET: 307 redirect to the location in the response header', async () => {
    const { navigation, history } = setup(upstream.url);
    navigation.navigate('/en/account');
    await navigation.settled();
    await navigation.settled();
    expect(history.location.pathname).toBe('/en/sign-in');
  });

  it("network failure, browser: notification 'Check your internet connection. No contact)'", async () => {
    const { store, navigation } = setup(closed);
    navigation.navigate('/en/privacy-policy');
    await navigation.settled();
    expect(store.getState().notification).toMatchObject({
      type: 'danger',
      messageId: 'error.network',
    });
  });

  it('a link into the back office starts the intl warm-up before its page load, once; public pages start none', async () => {
    const { navigation, warmups } = setup(upstream.url);
    navigation.navigate('/en/privacy-policy');
    await navigation.settled();
    expect(warmups).toEqual([]);
    const before = upstream.calls.length;
    navigation.navigate('/en/admin/settings/users');
    await navigation.settled();
    navigation.navigate('/en/admin/settings/roles');
    await navigation.settled();
    expect(warmups).toEqual([before]);
  });

  it("a page's code and texts are asked for with its page load, not after it answers", async () => {
    const { navigation, preloads } = setup(upstream.url);
    const before = upstream.calls.length;
    navigation.navigate('/en/privacy-policy');
    await navigation.settled();
    expect(upstream.calls.length).toBe(before + 1);
    expect(preloads).toEqual([before]);
  });

  it("a link into an area shows its page only once the area's stylesheet has loaded (decision 0063)", async () => {
    const asked: string[] = [];
    let loaded = () => {};
    const { navigation, history, store } = setup(
      upstream.url,
      () => null,
      '/en',
      (group) => {
        asked.push(group);
        return group === 'admin'
          ? new Promise<void>((resolve) => (loaded = resolve))
          : Promise.resolve();
      },
    );
    const before = upstream.calls.length;
    navigation.navigate('/en/admin/settings/users');
    // The page load has answered, and the page still waits for its stylesheet.
    while (upstream.calls.length === before) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(history.location.pathname).toBe('/en');
    expect(store.getState().loading).toBe(true);
    loaded();
    await navigation.settled();
    expect(asked).toEqual(['admin']);
    expect(history.location.pathname).toBe('/en/admin/settings/users');
    expect(store.getState().loading).toBe(false);
  });

  // Console errors while `run` runs, kept from the test's output.
  async function quietly(run: () => Promise<void>): Promise<unknown[]> {
    const errors: unknown[] = [];
    const logged = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await run();
    } finally {
      console.error = logged;
    }
    return errors;
  }

  it('a link into an area whose stylesheet fails to load is loaded by the browser as a new document', async () => {
    const { navigation, history, store, documents } = setup(
      upstream.url,
      () => null,
      '/en',
      (group) => (group === 'admin' ? Promise.reject(new Error('stylesheet')) : Promise.resolve()),
    );
    const errors = await quietly(async () => {
      navigation.navigate('/en/admin/settings/users?p=2');
      await navigation.settled();
    });
    expect(errors).toHaveLength(1);
    expect(documents).toEqual(['assign /en/admin/settings/users?p=2']);
    // The page shown is not replaced by one without its styles, and is left as it was.
    expect(history.location.pathname).toBe('/en');
    expect(store.getState().page?.path).not.toBe('/en/admin/settings/users');
    expect(store.getState().loading).toBe(false);
  });

  it('a failure of a navigation a later one has overtaken loads no document', async () => {
    let fail = () => {};
    const { navigation, history, documents } = setup(
      upstream.url,
      () => null,
      '/en',
      (group) =>
        group === 'admin'
          ? new Promise<void>((_, reject) => {
              fail = () => reject(new Error('stylesheet'));
            })
          : Promise.resolve(),
    );
    navigation.navigate('/en/admin/settings/users');
    navigation.navigate('/en/privacy-policy');
    await navigation.settled();
    fail();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(history.location.pathname).toBe('/en/privacy-policy');
    expect(documents).toEqual([]);
  });

  it('a page whose code fails to load: a replacing navigation replaces the document, back/forward reloads the address shown', async () => {
    const { navigation, documents } = setup(upstream.url, () => null, '/en', undefined, true);
    await quietly(async () => {
      navigation.navigate('/en/privacy-policy', { replace: true });
      await navigation.settled();
      await navigation.restore('/en/privacy-policy');
    });
    expect(documents).toEqual(['replace /en/privacy-policy', 'reload']);
  });

  it('a page whose code loads is never loaded as a new document', async () => {
    const { navigation, documents, history } = setup(upstream.url, () => null, '/en');
    navigation.navigate('/en/privacy-policy');
    await navigation.settled();
    expect(history.location.pathname).toBe('/en/privacy-policy');
    expect(documents).toEqual([]);
  });

  it('a page that loaded in the back office started the warm-up itself: its links start none', async () => {
    const { navigation, warmups } = setup(upstream.url, () => null, '/en/admin/settings/users');
    navigation.navigate('/en/admin/settings/roles');
    await navigation.settled();
    expect(warmups).toEqual([]);
  });

  it('entering the back office by a link waits for the admin token before its page load', async () => {
    // The admin's token keeper loads with the back office: its jwt comes a moment later.
    const token = 'e30.e30.YWRtaW4';
    const { navigation } = setup(upstream.url, (group) =>
      group === 'admin' ? new Promise((resolve) => setTimeout(() => resolve(token), 20)) : null,
    );
    navigation.navigate('/en/admin/settings/users');
    await navigation.settled();
    const load = upstream.calls.filter((call) => call.url.includes('admin')).at(-1);
    expect(load?.headers.authorization).toBe(`Bearer ${token}`);
  });
});
