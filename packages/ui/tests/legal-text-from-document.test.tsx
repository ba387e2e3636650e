import { matchRoute, type RouteMatch } from '@agency/core';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../src/App';
import { DocumentHtmlContext } from '../src/components/content-in-document';
import { bootPage } from '../src/shell/boot-page';
import { preloadScreens } from '../src/shell/lazy-screens';
import { collectConsoleErrors } from './console-errors';
import { CONFIG, siteFixture } from './site-fixture';

const URL = '/en/privacy-policy';

function routeOf(url: string): RouteMatch['route'] {
  const match = matchRoute(url);
  if ('redirect' in match) throw new Error(`${url} redirects`);
  return match.route;
}

// A legal page load as web-api answers it: placeholders, inline HTML, entities and typographic quotes.
const PRIVACY = {
  route: 'privacy-policy',
  path: URL,
  title: 'Privacy policy',
  html: {
    body: '<p><em>Effective date: 22 November 2026</em></p>\n<p>Intro of {brand} &amp; “partners”.</p>\n',
    sections: [
      {
        id: 'privacy-who',
        heading: '1. Who <em>we</em> are',
        html: '<p>Write to {email} or call {phone}; {legalEntity}.</p>\n',
      },
      {
        id: 'privacy-data',
        heading: '2. Data',
        html: '<ul>\n<li>Name &lt;as given&gt;</li>\n<li>E-mail</li>\n</ul>\n',
      },
    ],
    blocks: {},
  },
};

const EDITED = {
  ...PRIVACY,
  html: {
    body: '<p>Edited intro.</p>\n',
    sections: [{ id: 'privacy-new', heading: '1. New', html: '<p>Newly written.</p>\n' }],
    blocks: {},
  },
};

const errors = collectConsoleErrors();
beforeAll(() => preloadScreens({ route: routeOf(URL), lang: 'en' }));

// As the host does: the server renders from the page load, the browser hydrates from the boot state.
async function serverThenBrowser(wrap: (app: ReactNode) => ReactNode = (app) => app) {
  const server = siteFixture('en', { state: (state) => ({ ...state, page: PRIVACY }) });
  const html = renderToString(server.wrap(<App url={URL} />));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const drawn = [...container.querySelectorAll('.legal__html')];
  const boot = bootPage(routeOf(URL), PRIVACY);
  const browser = siteFixture('en', { state: (state) => ({ ...state, page: boot }) });
  await act(async () => {
    hydrateRoot(container, browser.wrap(wrap(<App url={URL} />)), {
      onRecoverableError: (error) => errors.push(['recoverable', error]),
    });
  });
  return { container, drawn, store: browser.store };
}

describe('a legal page hydrates its text from the document, which carries it once (decision 0049)', () => {
  it("the boot state leaves the body's and sections' HTML out, keeping anchors, headings and a marker", () => {
    const boot = bootPage(routeOf(URL), PRIVACY);
    const json = JSON.stringify(boot);
    expect(json).not.toContain('Intro of');
    expect(json).not.toContain('Write to');
    expect(boot?.html).toEqual({
      inDocument: true,
      sections: [
        { id: 'privacy-who', heading: '1. Who <em>we</em> are' },
        { id: 'privacy-data', heading: '2. Data' },
      ],
      blocks: {},
    });
    expect(boot).toMatchObject({ route: 'privacy-policy', title: 'Privacy policy' });
    // One object per page load, so the host's JSON of it is made once.
    expect(bootPage(routeOf(URL), PRIVACY)).toBe(boot);
    expect(bootPage(routeOf('/en/terms-of-service'), PRIVACY)).not.toBe(PRIVACY);
    // Other routes' screens do not draw the page's rendered content: their page stays whole.
    expect(bootPage(routeOf('/en'), PRIVACY)).toBe(PRIVACY);
    expect(bootPage(routeOf(URL), null)).toBeNull();
  });

  it('hydrates the server HTML with no warning, keeping its nodes and the filled text', async () => {
    const { container, drawn } = await serverThenBrowser();
    expect(errors).toEqual([]);
    const now = [...container.querySelectorAll('.legal__html')];
    expect(now).toHaveLength(3);
    now.forEach((element, at) => {
      expect(element).toBe(drawn[at]);
    });
    expect(container.textContent).toContain(`Intro of ${CONFIG.brand} & “partners”.`);
    expect(container.querySelector('#privacy-who a')?.getAttribute('href')).toBe(
      `mailto:${CONFIG.email}`,
    );
    expect(container.textContent).toContain('Name <as given>');
  });

  it('a later page load of a legal page draws the text it carries, not what was in the document', async () => {
    const { container, store } = await serverThenBrowser();
    await act(async () => {
      store.dispatch({
        type: 'page/loaded',
        page: EDITED,
        meta: { title: 'Privacy policy', htmlAttrs: { lang: 'en' }, way: [] },
        actions: [],
        roles: [],
      });
    });
    expect(container.textContent).toContain('Newly written.');
    expect(container.textContent).toContain('Edited intro.');
    expect(container.textContent).not.toContain('Write to');
    expect(errors).toEqual([]);
  });

  it('hydrating with HTML other than what the server drew is a warning this test sees', async () => {
    await serverThenBrowser((app) => (
      <DocumentHtmlContext.Provider value={() => '<p>Something else.</p>'}>
        {app}
      </DocumentHtmlContext.Provider>
    ));
    expect(String(errors[0]?.[0])).toContain("didn't match the client properties");
  });
});
