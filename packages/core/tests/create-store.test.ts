import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../src/create-store';
import { reducer } from '../src/reducer';
import { initialState } from '../src/state';
import { CONTEXT } from './fixtures/state';

type CounterAction = { type: 'add'; by: number } | { type: 'noop' };
const counter = (state: { n: number }, action: CounterAction) =>
  action.type === 'add' ? { n: state.n + action.by } : state;

describe('createStore', () => {
  it('starts with the initial state', () => {
    const initial = { n: 1 };
    expect(createStore(counter, initial).getState()).toBe(initial);
  });

  it('keeps the state it was created with, which hydration reads after later changes', () => {
    const initial = { n: 1 };
    const store = createStore(counter, initial);
    store.dispatch({ type: 'add', by: 2 });
    expect(store.getState()).toEqual({ n: 3 });
    expect(store.getInitialState()).toBe(initial);
  });

  it('runs each dispatched action through the reducer', () => {
    const store = createStore(counter, { n: 0 });
    store.dispatch({ type: 'add', by: 2 });
    store.dispatch({ type: 'add', by: 3 });
    expect(store.getState()).toEqual({ n: 5 });
  });

  it('calls subscribers after a change, with the new state already readable', () => {
    const store = createStore(counter, { n: 0 });
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getState().n));
    store.dispatch({ type: 'add', by: 1 });
    store.dispatch({ type: 'add', by: 1 });
    expect(seen).toEqual([1, 2]);
  });

  it('does not wake subscribers when the reducer returns the same state', () => {
    const store = createStore(counter, { n: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'noop' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops calling a listener once it unsubscribed', () => {
    const store = createStore(counter, { n: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'add', by: 1 });
    unsubscribe();
    store.dispatch({ type: 'add', by: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('still calls every listener when one unsubscribes another during a dispatch', () => {
    const store = createStore(counter, { n: 0 });
    const second = vi.fn();
    let unsubscribeSecond = () => {};
    store.subscribe(() => unsubscribeSecond());
    unsubscribeSecond = store.subscribe(second);
    store.dispatch({ type: 'add', by: 1 });
    expect(second).toHaveBeenCalledTimes(1);
    store.dispatch({ type: 'add', by: 1 });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('drives the app reducer', () => {
    const store = createStore(reducer, initialState(CONTEXT));
    store.dispatch({ type: 'mobileMenu/toggled' });
    expect(store.getState().mobileMenuOpen).toBe(true);
  });
});
