import { act } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from '../../src/shell/lazy-part';

// A part with something to do once hydrated: a press counter.
function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses(presses + 1)}>
      pressed {presses}
    </button>
  );
}
const MODULE = { Counter };
type Module = typeof MODULE;

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('lazyPart: a code-split part of a page', () => {
  it('is drawn in the server’s one render pass when its module is loaded', () => {
    const Part = lazyPart<Module, object>({
      loaded: () => MODULE,
      load: () => Promise.reject(new Error('not asked')),
      pick: (module) => module.Counter,
      when: () => Promise.reject(new Error('not asked')),
    });
    expect(
      renderToString(
        <Suspense>
          <Part />
        </Suspense>,
      ),
    ).toContain('pressed <!-- -->0');
  });

  it('keeps the server’s HTML when its code fails to load, and hydrates once a later load succeeds at the next press', async () => {
    const Server = lazyPart<Module, object>({
      loaded: () => MODULE,
      load: () => Promise.resolve(MODULE),
      pick: (module) => module.Counter,
      when: () => Promise.resolve(),
    });
    const html = renderToString(
      <main>
        <Suspense>
          <Server />
        </Suspense>
      </main>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    let loads = 0;
    const Browser = lazyPart<Module, object>({
      loaded: () => null,
      // The phone's network drops the first request for the chunk.
      load: () => {
        loads += 1;
        return loads === 1 ? Promise.reject(new Error('network')) : Promise.resolve(MODULE);
      },
      pick: (module) => module.Counter,
      when: () => Promise.resolve(),
    });
    const uncaught: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <Suspense>
            <Browser />
          </Suspense>
        </main>,
        { onUncaughtError: (error) => uncaught.push(error) },
      );
    });
    await settle();
    // The failed load reached no one: the page is as the server drew it.
    expect(loads).toBe(1);
    expect(uncaught).toEqual([]);
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('pressed 0');

    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await settle();
    expect(loads).toBe(2);
    // Hydrated: the server's own button now answers.
    await act(async () => {
      container.querySelector('button')?.click();
    });
    expect(container.querySelector('button')).toBe(button);
    expect(button?.textContent).toBe('pressed 1');
  });

  it('asks for the code again when the browser is back online', async () => {
    let loads = 0;
    const Part = lazyPart<Module, object>({
      loaded: () => null,
      load: () => {
        loads += 1;
        return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(MODULE);
      },
      pick: (module) => module.Counter,
      when: () => Promise.resolve(),
    });
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <Suspense fallback={<p>waiting</p>}>
          <Part />
        </Suspense>,
      );
    });
    await settle();
    expect(container.textContent).toBe('waiting');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(loads).toBe(2);
    expect(container.textContent).toBe('pressed 0');
  });
});
