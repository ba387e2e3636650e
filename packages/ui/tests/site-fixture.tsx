import {
  type Action,
  createStore,
  initialState,
  type Language,
  type RequestContext,
  reducer,
  type State,
} from '@agency/core';
import type { ReactNode } from 'react';
import { defaultSiteConfig, type SiteConfig } from '../src/config/site-config';
import { createSiteIntl } from '../src/i18n/create-site-intl';
import type { Analytics } from '../src/provider/analytics';
import { PageLocation } from '../src/provider/PageLocation';
import { SiteProvider } from '../src/provider/SiteProvider';
import type { SiteStore } from '../src/provider/site-context';
import type { Timers } from '../src/provider/timers';
import { type WebApi, type WebApiRequest, webApiOver } from '../src/provider/web-api';

/** A request context as the host would build it for a plain anonymous visit. */
export const CONTEXT: RequestContext = {
  protocol: 'https',
  hostname: 'agency.test',
  headers: {},
  cookies: {},
  ip: '203.0.113.7',
  statusCode: 200,
};

/** 2026-11-22T12:00:00Z: the rendering time the fixtures use. */
export const NOW = Date.UTC(2026, 10, 22, 12);

/** The site configuration of the tests: values no default shares, to catch literals. */
export const CONFIG = {
  ...defaultSiteConfig,
  brand: 'Northwind Studio',
  phones: [
    { label: '+372 555 0101', tel: 'tel:+3725550101' },
    { label: '+372 555 0102', tel: 'tel:+3725550102' },
  ],
  email: 'hello@northwind.test',
  quoteEmail: 'quote@northwind.test',
  legalEntity: 'Northwind Studio OÜ',
} as const satisfies SiteConfig;

/** An in-memory analytics adapter that records what the ui sent. */
export function recordingAnalytics(): Analytics & {
  events: { name: string; params: Record<string, string> }[];
  views: string[];
} {
  const events: { name: string; params: Record<string, string> }[] = [];
  const views: string[] = [];
  return {
    events,
    views,
    pageView: (path) => views.push(path),
    event: (name, params) => events.push({ name, params }),
  };
}

/** Manual timers: nothing runs until `advance(ms)` passes its time. */
export function manualTimers(): Timers & { advance(ms: number): void; pending(): number } {
  let now = 0;
  let next = 1;
  const queue = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback, ms) {
      const id = next++;
      queue.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      queue.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, entry] of [...queue].sort((a, b) => a[1].at - b[1].at)) {
        if (entry.at > now) continue;
        queue.delete(id);
        entry.callback();
      }
    },
    pending: () => queue.size,
  };
}

/** An in-memory /web api answering each call with the handler's result. */
export function fakeApi(
  handler: (request: WebApiRequest) => unknown | Promise<unknown>,
): WebApi & { calls: WebApiRequest[] } {
  const calls: WebApiRequest[] = [];
  const api = webApiOver(async (request) => {
    calls.push(request);
    return { data: await handler(request) };
  });
  return { calls, call: api.call };
}

/** Everything a test passes to the provider, each part overridable. */
export interface SiteFixture {
  readonly store: SiteStore;
  readonly lang: Language;
  readonly navigations: { to: string; replace: boolean; reload?: true }[];
  readonly analytics: ReturnType<typeof recordingAnalytics>;
  readonly timers: ReturnType<typeof manualTimers>;
  readonly api: WebApi;
  readonly wrap: (children: ReactNode) => ReactNode;
}

/** A site fixture in `lang`: a real core store, real intl, recorded navigation and analytics. */
export function siteFixture(
  lang: Language,
  options: { api?: WebApi; state?: (state: State) => State; actions?: Action[] } = {},
): SiteFixture {
  const base = initialState(CONTEXT, lang);
  // The actions are folded into the state the store starts from: what a server render draws.
  const store = createStore(
    reducer,
    (options.actions ?? []).reduce(reducer, options.state ? options.state(base) : base),
  );
  const navigations: { to: string; replace: boolean; reload?: true }[] = [];
  const analytics = recordingAnalytics();
  const timers = manualTimers();
  const api =
    options.api ??
    fakeApi(() => {
      throw new Error('no api call expected');
    });
  const intl = createSiteIntl(lang);
  // A reload is recorded only when asked for, so that other tests' expectations stay as they were.
  const navigate = (to: string, navOptions?: { replace?: boolean; reload?: boolean }) =>
    navigations.push({
      to,
      replace: navOptions?.replace === true,
      ...(navOptions?.reload === true ? { reload: true as const } : {}),
    });
  const wrap = (children: ReactNode) => (
    <SiteProvider
      store={store}
      intl={intl}
      navigate={navigate}
      api={api}
      config={CONFIG}
      analytics={analytics}
      now={NOW}
      timers={timers}
    >
      {children}
    </SiteProvider>
  );
  return { store, lang, navigations, analytics, timers, api, wrap };
}

/** Renders `children` inside the fixture's provider as the page at `url`. */
export function atPage(fixture: SiteFixture, url: string, children: ReactNode): ReactNode {
  return fixture.wrap(<PageLocation url={url}>{children}</PageLocation>);
}
