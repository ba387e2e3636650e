import type { Action, State } from '@agency/core';
import { createStore, initialState, reducer } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { keepSessionWhenSignedIn } from '../src/browser/keep-session-when-signed-in';

const CONTEXT = {
  protocol: 'https' as const,
  hostname: 'agency.test',
  headers: {},
  cookies: {},
  ip: '',
  statusCode: 200,
};
const JWT = 'e30.e30.c2ln';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function anonymousStore() {
  return createStore<State, Action>(reducer, initialState(CONTEXT, 'en'));
}

describe("keepSessionWhenSignedIn: the session's keeper loads once there is a session", () => {
  it('an anonymous page never starts it; signing in starts it once', async () => {
    const store = anonymousStore();
    let starts = 0;
    keepSessionWhenSignedIn(store, async () => {
      starts += 1;
    });
    store.dispatch({ type: 'document/scrolled', x: 0, y: 300 });
    await settle();
    expect(starts).toBe(0);
    store.dispatch({ type: 'session/jwtSet', jwt: JWT });
    store.dispatch({ type: 'document/scrolled', x: 0, y: 600 });
    await settle();
    store.dispatch({ type: 'document/scrolled', x: 0, y: 900 });
    expect(starts).toBe(1);
  });

  it('a page that starts signed in starts it at once', () => {
    const store = anonymousStore();
    store.dispatch({ type: 'session/jwtSet', jwt: JWT });
    let starts = 0;
    keepSessionWhenSignedIn(store, async () => {
      starts += 1;
    });
    expect(starts).toBe(1);
  });

  it('a start whose code did not load is tried again at the next change of the store', async () => {
    const store = anonymousStore();
    let starts = 0;
    keepSessionWhenSignedIn(store, () => {
      starts += 1;
      return starts === 1 ? Promise.reject(new Error('network')) : Promise.resolve();
    });
    store.dispatch({ type: 'session/jwtSet', jwt: JWT });
    await settle();
    expect(starts).toBe(1);
    store.dispatch({ type: 'document/scrolled', x: 0, y: 300 });
    await settle();
    expect(starts).toBe(2);
    store.dispatch({ type: 'document/scrolled', x: 0, y: 600 });
    await settle();
    expect(starts).toBe(2);
  });
});
