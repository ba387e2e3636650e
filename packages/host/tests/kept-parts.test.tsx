import {
  createStore,
  initialState,
  type Language,
  matchRoute,
  reducer,
  type State,
} from '@agency/core';
import {
  App,
  createSiteIntl,
  defaultSiteConfig,
  preloadScreens,
  type SiteConfig,
  SiteProvider,
} from '@agency/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { keptParts } from '../src/server/kept-parts';

const CONTEXT = {
  protocol: 'https',
  hostname: 'agency.example',
  headers: {},
  cookies: {},
  ip: '',
  statusCode: 200,
} as const;
const noop = () => {};
const noApi = { call: () => Promise.reject(new Error('no calls while rendering')) };

// A customer's session whose name the header shows (core actingForName: the profile's name).
const JWT = 'header.payload.signature';

function stateOf(lang: Language, name?: string, ownerOpen = false): State {
  let state = initialState(CONTEXT, lang);
  if (ownerOpen) state = reducer(state, { type: 'footer/ownerToggled' });
  if (name === undefined) return state;
  const signedIn = reducer(state, { type: 'session/jwtSet', jwt: JWT });
  return reducer(signedIn, { type: 'profile/fetched', jwt: JWT, profile: { name } });
}

interface Drawn {
  markup: string;
  /** The parts' own renders this page needed (0 when both were kept already). */
  partRenders: number;
  kept: string[];
}

// The page as the host draws it (App in the page's providers), with the kept parts or in full.
async function draw(
  url: string,
  options: { site: SiteConfig; now: number; name?: string; ownerOpen?: boolean; kept: boolean },
): Promise<Drawn> {
  const match = matchRoute(url);
  if ('redirect' in match) throw new Error(`${url} redirects`);
  await preloadScreens(match);
  const state = stateOf(match.lang, options.name, options.ownerOpen);
  const store = createStore(reducer, state);
  const intl = createSiteIntl(match.lang);
  const render = (node: ReactNode) =>
    renderToString(
      <SiteProvider
        store={store}
        intl={intl}
        navigate={noop}
        api={noApi}
        config={options.site}
        analytics={{ pageView: noop, event: noop }}
        now={options.now}
      >
        {node}
      </SiteProvider>,
    );
  let partRenders = 0;
  const parts = options.kept
    ? keptParts({
        state,
        path: match.path,
        query: match.query,
        url,
        now: options.now,
        site: options.site,
        render: (node) => {
          partRenders += 1;
          return render(node);
        },
      })
    : undefined;
  return {
    markup: render(<App url={url} parts={parts} />),
    partRenders,
    kept: Object.keys(parts ?? {}),
  };
}

const NEW_YEARS_EVE = Date.UTC(2026, 11, 31, 23, 59);
const NEW_YEAR = Date.UTC(2027, 0, 1, 0, 1);

// Pages in an order where a key missing any of what the parts read would hand a page the header
// or footer kept for the one before it: another page (the language switcher links to it), its query
// without el, another language, a signed-in name, another year.
const PAGES: readonly {
  url: string;
  now: number;
  name?: string;
  ownerOpen?: boolean;
  parts?: string[];
}[] = [
  { url: '/en/privacy-policy', now: NEW_YEARS_EVE },
  { url: '/en/privacy-policy?p=2', now: NEW_YEARS_EVE },
  { url: '/en/terms-of-service', now: NEW_YEARS_EVE },
  { url: '/en/terms-of-service?el=contacts', now: NEW_YEARS_EVE },
  { url: '/en/sign-in?back=%2Faccount', now: NEW_YEARS_EVE },
  { url: '/en/sign-in?back=%2Faccount%2Fpins', now: NEW_YEARS_EVE },
  { url: '/privacy-policy', now: NEW_YEARS_EVE },
  { url: '/ua/privacy-policy', now: NEW_YEARS_EVE },
  { url: '/es/privacy-policy', now: NEW_YEARS_EVE },
  { url: '/en/404', now: NEW_YEARS_EVE },
  { url: '/en/404', now: NEW_YEARS_EVE, name: 'Ada Lovelace' },
  { url: '/en/404', now: NEW_YEARS_EVE, name: 'Grace Hopper' },
  { url: '/en/404', now: NEW_YEAR },
  // The footer's open legal-entity line carries the tree's own id: that footer is drawn in full.
  { url: '/en/404', now: NEW_YEAR, ownerOpen: true, parts: ['header'] },
];

describe("the site header's and footer's kept markup (issue 30)", () => {
  it('draws every page byte for byte as the full render does, one page after another', async () => {
    const site = { ...defaultSiteConfig, phones: [{ tel: 'tel:+15550100', label: '+1 555 0100' }] };
    for (const page of PAGES) {
      const kept = await draw(page.url, { ...page, site, kept: true });
      const full = await draw(page.url, { ...page, site, kept: false });
      expect(kept.kept, page.url).toEqual(page.parts ?? ['header', 'footer']);
      expect(kept.markup, `${page.url} ${page.name ?? ''} ${page.now}`).toBe(full.markup);
    }
  });

  it('renders the parts once per key: the same page again, or with another el, draws none', async () => {
    const site = { ...defaultSiteConfig };
    const options = { site, now: NEW_YEARS_EVE, kept: true };
    expect((await draw('/en/privacy-policy', options)).partRenders).toBe(2);
    expect((await draw('/en/privacy-policy', options)).partRenders).toBe(0);
    expect((await draw('/en/privacy-policy?el=top', options)).partRenders).toBe(0);
    // The language switcher's links keep p, not back: sign-in's return is no part of the header.
    expect((await draw('/en/privacy-policy?back=%2Faccount', options)).partRenders).toBe(0);
    // Another page keeps its own header (its switcher's links) and shares the footer.
    expect((await draw('/en/terms-of-service', options)).partRenders).toBe(1);
  });

  it('keeps markup per site configuration: another brand draws its own', async () => {
    const options = { now: NEW_YEARS_EVE, kept: true };
    const first = await draw('/en/404', { ...options, site: { ...defaultSiteConfig } });
    const other = { ...defaultSiteConfig, brand: 'Other Brand' };
    const second = await draw('/en/404', { ...options, site: other });
    expect(second.partRenders).toBe(2);
    expect(second.markup).toContain('Other Brand');
    expect(first.markup).not.toContain('Other Brand');
    expect(second.markup).toBe(
      (await draw('/en/404', { ...options, site: other, kept: false })).markup,
    );
  });
});
