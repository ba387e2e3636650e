// The site's pages are all the library's, so they take its page-level styles too; the account's and
// back office's rules are a stylesheet of their own (areas.css, decision 0063).
import '@agency/ui/document.css';
import '@agency/ui/site.css';
import './consent-banner.css';
import type { Language, RouteGroup, RouteMatch, ScrollTarget } from '@agency/core';
import { createStore, HEADER_HEIGHT, matchRoute, reducer } from '@agency/core';
import { type Analytics, loadFailurePage, loadSiteIntl, preloadScreens } from '@agency/ui';
import { hydrateRoot } from 'react-dom/client';
import type { BootData } from '../shared/boot-data';
import { ROOT_ELEMENT_ID, STATE_ELEMENT_ID } from '../shared/element-ids';
import type { WebClient } from '../shared/send-web-request';
import type { ConsentAnalytics } from './create-analytics';
import { keepSessionWhenSignedIn } from './keep-session-when-signed-in';
import { lazyAdminSession } from './lazy-admin-session';
import { lazyNavigation } from './lazy-navigation';
import { lazyWebApi } from './lazy-web-api';
import { createPageHistory } from './page-history';
import { SiteRoot } from './SiteRoot';
import { syncDocument } from './sync-document';

// The browser entry: hydrate the server-rendered page from its serialised state and take over navigation.
const boot = JSON.parse(
  document.getElementById(STATE_ELEMENT_ID)?.textContent ?? 'null',
) as BootData;
const store = createStore(reducer, boot.state);
// The jwt the page started with came from the cookie (the session's keeper may load later).
const startedWith = store.getState().session.jwt;
const history = createPageHistory(window);
// openapi-fetch and the contract's operation table load with the first /web call, not with the page.
let webClient: Promise<WebClient> | undefined;
const client = () =>
  (webClient ??= import('./web-client').then(({ createWebClient }) =>
    createWebClient(window.location.origin),
  ));
// The GA4 adapter loads with the consent banner's code, only where analytics is configured (issue 30):
// until it is here, as until the visitor consents, there is nothing to send.
let consentAnalytics: ConsentAnalytics | null = null;
const analytics: Analytics = {
  pageView: (path) => consentAnalytics?.pageView(path),
  event: (name, params) => consentAnalytics?.event(name, params),
};
// R8 applies to every call, not only page loads: the catalogue's outcome is shown here, and
// the caller still gets the rejection (forms mark their fields from it).
const admin = lazyAdminSession({
  read: () => document.cookie,
  write: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the back office keeps its token in the admin-token cookie (R3.3); core's tokenCookie builds the string
    document.cookie = cookie;
  },
  secure: window.location.protocol === 'https:',
  now: Date.now,
});
// Calls made on admin pages carry the admin's token, all others the customer's.
const jwtFor = (group: RouteGroup) =>
  group === 'admin' ? admin.jwt() : store.getState().session.jwt;
const currentGroup = (): RouteGroup => {
  const match = matchRoute(`${window.location.pathname}${window.location.search}`);
  return 'redirect' in match ? 'site' : match.route.group;
};
const api = lazyWebApi(async () => {
  const [{ applyErrorOutcome, browserErrorOutcome, createBrowserApi }, web] = await Promise.all([
    import('./create-browser-api'),
    client(),
  ]);
  return createBrowserApi(web, {
    lang: () => store.getState().lang,
    jwt: () => jwtFor(currentGroup()),
    onError(error, method) {
      applyErrorOutcome(browserErrorOutcome(error, method), store.dispatch, (location) =>
        navigation.navigate(location, { replace: true }),
      );
    },
  });
});

// The store update renders the new screen on the next frames: look for the element until it exists.
function scroll(target: ScrollTarget, attempt = 0) {
  if (target.kind === 'top') {
    requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    return;
  }
  if (target.kind !== 'element') return;
  const element = document.getElementById(target.id);
  if (!element) {
    if (attempt < 30) requestAnimationFrame(() => scroll(target, attempt + 1));
    return;
  }
  const top = element.getBoundingClientRect().top + window.scrollY - HEADER_HEIGHT.sticky;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
}

// The navigation's code (page loads, error outcomes, redirects) loads with the first link followed or
// back/forward, not with the page (issue 30).
const navigation = lazyNavigation(
  () =>
    import('./create-navigate').then(({ createNavigate, documentApplier }) =>
      createNavigate({
        store,
        history,
        client,
        analytics,
        scroll,
        applyDocument: documentApplier(document, boot.config.brand),
        openExternal: (href) => window.location.assign(href),
        preload,
        // Entering the back office by a link loads the admin's token keeper before the page load.
        jwtFor: async (group) => {
          await admin.loadFor(group);
          return jwtFor(group);
        },
      }),
    ),
  window.location,
);
history.listen(({ action, location }) => {
  if (action === 'POP') void navigation.restore(`${location.pathname}${location.search}`);
});

// Only the page's own catalog is downloaded; a language switch loads the next one before it shows.
const intls = new Map<Language, Awaited<ReturnType<typeof loadSiteIntl>>>();
async function preload(match: RouteMatch) {
  const [intl] = await Promise.all([
    intls.get(match.lang) ?? loadSiteIntl(match.lang),
    preloadScreens(match),
    admin.loadFor(match.route.group),
  ]);
  intls.set(match.lang, intl);
}
// No top-level await: this file is joined with the code the lazy chunks import (decision 0051), so a
// chunk loaded while this module still awaited would wait for it, and it for the chunk.
async function start() {
  intls.set(store.getState().lang, await loadSiteIntl(store.getState().lang));

  const first = matchRoute(`${window.location.pathname}${window.location.search}`);
  // The server rendered code-split screens in full; hydrate only once their code is here too (but for
  // the parts that hydrate when seen, the landing's sections and form and the footer: issue 30).
  if (boot.failure === null && !('redirect' in first))
    await Promise.all([
      preloadScreens(first, { hydrating: true }),
      admin.loadFor(first.route.group),
    ]);
  // A failed request's page is the error screen alone, code-split from the landing's: its "Go home" is
  // a plain link until then, and stays one if the code cannot load.
  else if (boot.failure !== null) await loadFailurePage(store.getState().lang);

  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (root) {
    hydrateRoot(
      root,
      <SiteRoot
        store={store}
        intls={intls}
        navigate={boot.failure === null ? navigation.navigate : (to) => window.location.assign(to)}
        api={api}
        config={boot.config}
        analytics={analytics}
        admin={admin}
        history={history}
        failure={boot.failure}
        posted={boot.posted ?? null}
      />,
    );
  }

  syncDocument(store, window);
  keepSessionWhenSignedIn(store, () =>
    import('./sync-session').then(({ syncSession }) =>
      syncSession(
        store,
        api,
        {
          writeCookie: (cookie) => {
            // biome-ignore lint/suspicious/noDocumentCookie: the page writes the token cookie (R4.4, decision 0005); core's tokenCookie builds the string, and the Cookie Store API is missing in Safari and Firefox ESR
            document.cookie = cookie;
          },
          secure: window.location.protocol === 'https:',
          now: Date.now,
        },
        startedWith,
      ),
    ),
  );

  // The banner's code (and style) loads only where analytics is configured.
  if (boot.gaMeasurementId !== null) {
    const [{ showConsentBanner, storedConsent }, { createAnalytics }] = await Promise.all([
      import('./consent-banner'),
      import('./create-analytics'),
    ]);
    const ga = createAnalytics(boot.gaMeasurementId);
    consentAnalytics = ga;
    const consent = storedConsent(window.localStorage);
    if (consent === null) {
      showConsentBanner(document, window.localStorage, store.getState().lang, (granted) => {
        ga.setConsent(granted);
        if (granted) ga.pageView(`${window.location.pathname}${window.location.search}`);
      });
    } else ga.setConsent(consent);
  }
  const page = store.getState().page as { route?: string } | null;
  if (!page?.route?.startsWith('admin')) {
    analytics.pageView(`${window.location.pathname}${window.location.search}`);
  }
  const query = new URLSearchParams(window.location.search);
  const el = query.get('el');
  if (el) scroll({ kind: 'element', id: el });
}
void start();
