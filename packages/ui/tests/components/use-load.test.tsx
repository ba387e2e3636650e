import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoad, useLoadEach } from '../../src/components/use-load';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useLoad', () => {
  it('shows loading, then the value; null loads nothing', async () => {
    const answer = deferred<string>();
    const load = () => answer.promise;
    const { result } = renderHook(() => useLoad(load));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answer.resolve('done'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'done' });
    const idle = renderHook(() => useLoad(null));
    expect(idle.result.current.state).toEqual({ status: 'loading' });
  });

  it('a failed load is retried: loading again, then the new answer', async () => {
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(calls));
    const { result } = renderHook(() => useLoad(load));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 2 }));
  });

  it('drops the answer of a load that a newer load replaced', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { result, rerender } = renderHook(({ load }) => useLoad(load), {
      initialProps: { load: () => first.promise },
    });
    rerender({ load: () => second.promise });
    await act(async () => first.resolve('old'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => second.resolve('new'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'new' });
  });
});

describe('useLoadEach', () => {
  it('loads each name once and shows each answer as it arrives', async () => {
    const answers = { a: deferred<number>(), b: deferred<number>() };
    const asked: string[] = [];
    const load = (name: string) => {
      asked.push(name);
      return answers[name as 'a' | 'b'].promise;
    };
    const { result } = renderHook(() => useLoadEach(['b', 'a', 'b'], load));
    expect(asked.sort()).toEqual(['a', 'b']);
    await act(async () => answers.a.resolve(3));
    expect(result.current).toEqual({ a: { status: 'ready', value: 3 }, b: { status: 'loading' } });
    await act(async () => answers.b.reject(new Error('down')));
    expect(result.current.b?.status).toBe('error');
  });
});
