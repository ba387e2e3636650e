import { LANGUAGES, type Language } from '@agency/core';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../src/App';
import { loadLeadForm } from '../src/screens/landing/lead-form-module';
import { collectConsoleErrors } from './console-errors';
import { fakeApi, siteFixture } from './site-fixture';

// Every public screen, by its ru path; other languages get their prefix (error and dev pages have none).
const SCREENS = [
  '/',
  '/ui',
  '/privacy-policy',
  '/terms-of-service',
  '/email-confirmation?token=q3Jx0c8mWm4z6b1n2v5c7x9z0a1s2d3f',
  '/email-confirmation',
  '/sign-in',
  '/sign-in/confirmation?phone=%2B380501234567',
  '/sign-in/recovery',
  '/400',
  '/404',
  '/dev-start',
] as const;

function localized(path: string, lang: Language): string {
  if (lang === 'ru' || /^\/(40\d|dev-start)/.test(path)) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

const errors = collectConsoleErrors();
// The landing's form is drawn by the server from its code-split module, which the host's
// preloadScreens loads before the render on the server (never in the browser): here, before both.
beforeAll(() => loadLeadForm());

async function serverThenBrowser(
  url: string,
  lang: Language,
  prepare?: Parameters<typeof siteFixture>[1],
) {
  // The server and the browser each build their own store from the same state, as the host does.
  const api = fakeApi(() => new Promise(() => {}));
  const server = siteFixture(lang, { api, ...prepare });
  const html = renderToString(server.wrap(<App url={url} />));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const browser = siteFixture(lang, { api, ...prepare });
  await act(async () => {
    hydrateRoot(container, browser.wrap(<App url={url} />), {
      onRecoverableError: (error) => errors.push(['recoverable', error]),
    });
  });
  return { html, container };
}

describe('"A test renders every screen with renderToString and hydrates that HTML with no hydration warning"', () => {
  for (const lang of LANGUAGES) {
    it.each(SCREENS)(`${lang}: %s`, async (path) => {
      const url = localized(path, lang);
      const { html, container } = await serverThenBrowser(url, lang);
      expect(html).toContain('<main');
      expect(errors).toEqual([]);
      expect(container.querySelector('main')).not.toBeNull();
    });
  }

  it('hydrates a page whose state has a notification, a sticky header, the owner line, a trail and a confirmation', async () => {
    await serverThenBrowser('/en/privacy-policy', 'en', {
      actions: [
        {
          type: 'notification/opened',
          notification: { type: 'danger', messageId: 'error.network' },
        },
        { type: 'header/stickyChanged', sticky: true },
        { type: 'footer/ownerToggled' },
        { type: 'confirmation/requested', id: 'c1' },
        { type: 'document/scrolled', x: 0, y: 5000 },
        { type: 'document/resized', width: 1280, height: 800 },
        {
          type: 'page/loaded',
          page: null,
          meta: {
            title: 'Privacy',
            htmlAttrs: { lang: 'en' },
            way: [{ label: 'Privacy', to: '/en/privacy-policy' }],
          },
          actions: [],
          roles: [],
        },
      ],
    });
    expect(errors).toEqual([]);
    // The dialog is drawn only once the page runs in the browser.
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });
});
