import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageMatch } from '../route-match';

// One copy of the modules per side: the server's has the sign-in group loaded, the browser's starts
// with nothing, as a page that has just arrived.
async function freshSide() {
  vi.resetModules();
  return {
    ...(await import('../../src/shell/LazyGroupScreen')),
    ...(await import('../../src/shell/lazy-screens')),
    ...(await import('../../src/provider/PageLocation')),
    ...(await import('../site-fixture')),
  };
}

type Side = Awaited<ReturnType<typeof freshSide>>;

const page = (side: Side, fixture: ReturnType<Side['siteFixture']>, url: string) =>
  fixture.wrap(
    <side.PageLocation url={url}>
      <main id="main">
        <side.LazyGroupScreen group="auth" />
      </main>
    </side.PageLocation>,
  );

const selectedTab = (container: Element) =>
  container.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

// The server's /en/sign-in, then the browser's copy of the modules hydrating it (its code not loaded).
async function serverPageInBrowser() {
  const server = await freshSide();
  await server.preloadScreens(pageMatch('/en/sign-in'));
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(server, server.siteFixture('en'), '/en/sign-in'));
  document.body.append(container);
  const browser = await freshSide();
  const fixture = browser.siteFixture('en');
  await act(async () => {
    root = hydrateRoot(container, page(browser, fixture, '/en/sign-in'));
  });
  await settle();
  return { browser, fixture, container };
}

describe('LazyGroupScreen: a sign-in screen waiting for the visitor (issue 30, decision 0052)', () => {
  it('keeps the server’s HTML without its code; another page of its group wakes it and draws that page', async () => {
    const { browser, fixture, container } = await serverPageInBrowser();
    expect(selectedTab(container)).toBe('E-mail');
    expect(browser.screenGroup('auth').loaded()).toBeNull();

    // A link that only changes the query: React cannot hydrate the waiting HTML for it.
    await act(async () => {
      root?.render(page(browser, fixture, '/en/sign-in?tab=phone'));
    });
    await vi.waitFor(() => expect(browser.screenGroup('auth').loaded()).not.toBeNull());
    await vi.waitFor(() => expect(selectedTab(container)).toBe('Phone'));
  });

  it('a screen that leaves the page while waiting stops watching: a later press loads nothing', async () => {
    const { browser, fixture, container } = await serverPageInBrowser();
    let asked = false;
    void browser
      .screenGroup('auth')
      .asked()
      .then(() => {
        asked = true;
      });
    await act(async () => {
      root?.render(
        fixture.wrap(
          <browser.PageLocation url="/en/privacy-policy">
            <main id="main">
              <p>another page</p>
            </main>
          </browser.PageLocation>,
        ),
      );
    });
    const main = container.querySelector('main');
    act(() => {
      main?.firstElementChild?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await settle();
    expect(asked).toBe(false);
    expect(browser.screenGroup('auth').loaded()).toBeNull();
  });
});
