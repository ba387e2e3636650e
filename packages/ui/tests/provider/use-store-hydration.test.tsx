import type { Action } from '@agency/core';
import { act } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingText } from '../../src/screens/landing/LandingText';
import { siteFixture } from '../site-fixture';

// A page load whose edited landing content gives the solutions' title.
const pageWithTitle = (title: string): Action => ({
  type: 'page/loaded',
  page: { route: 'home', html: { body: '', sections: [], blocks: { 'solutions.title': title } } },
  meta: { title: 'Home', htmlAttrs: { lang: 'en' }, way: [] },
  actions: [],
  roles: ['anonymous'],
});

const Title = () => <LandingText as="h2" block="solutions.title" />;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useStore while a part hydrates late', () => {
  it('a part still the server’s when the state changed hydrates from the state the server drew, then shows the new one', async () => {
    const server = siteFixture('en', { actions: [pageWithTitle('Digital Marketing')] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      server.wrap(
        <Suspense>
          <Title />
        </Suspense>,
      ),
    );
    document.body.append(container);

    // The browser's store starts from the server's state; the part's code is not here yet.
    const browser = siteFixture('en', { actions: [pageWithTitle('Digital Marketing')] });
    let arrive: (module: { default: typeof Title }) => void = () => {};
    const LatePart = lazy(
      () =>
        new Promise<{ default: typeof Title }>((resolve) => {
          arrive = resolve;
        }),
    );
    const recoverable: unknown[] = [];
    let root: Root | null = null;
    await act(async () => {
      root = hydrateRoot(
        container,
        browser.wrap(
          <Suspense>
            <LatePart />
          </Suspense>,
        ),
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    // A navigation changes the page data before the part's code arrives.
    await act(async () => {
      browser.store.dispatch(pageWithTitle('Цифровий маркетинг'));
    });
    expect(container.querySelector('h2')?.textContent).toBe('Digital Marketing');

    await act(async () => {
      arrive({ default: Title });
    });
    // React neither keeps the server's text believing it drew the new one, nor meets a mismatch.
    expect(container.querySelector('h2')?.textContent).toBe('Цифровий маркетинг');
    expect(recoverable).toEqual([]);
    act(() => root?.unmount());
  });
});
