import type { Language, RouteMatch, State } from '@agency/core';
import {
  createStore,
  htmlLang,
  initialState,
  isAreaGroup,
  LANGUAGES,
  localizePath,
  pageDescription,
  pageMeta,
  reducer,
  stringifyQuery,
  stripLanguagePrefix,
} from '@agency/core';
import {
  AdminSessionProvider,
  App,
  bootPage,
  createSiteIntl,
  FailurePage,
  type PostedForm,
  PostedFormContext,
  SiteProvider,
} from '@agency/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { BootData } from '../shared/boot-data';
import type { HostConfig } from './config';
import { keptParts } from './kept-parts';
import type { PageData } from './load-page';
import { type ClientManifest, type RenderedDocument, renderDocument } from './render-document';
import { renderHead } from './render-head';
import { alternatesOf, isIndexable, ogLocale } from './seo';
import { serializeBootData } from './serialize-boot-data';
import { siteConfigOf } from './site-config';
import { socialImage } from './social-image';
import { organizationJsonLd } from './structured-data';

/** A rendered page and the HTTP status it answers with. */
export interface RenderedPage extends RenderedDocument {
  status: number;
}

interface RenderInput {
  match: RouteMatch;
  data: PageData;
  jwt: string | null;
  config: HostConfig;
  manifest: ClientManifest;
  nonce: string | null;
  now: number;
  /** A form posted without JavaScript whose outcome the page shows (its problems, its non-secret values). */
  posted?: PostedForm;
}

const ignoreNavigation = () => {};
const noAnalytics = { pageView() {}, event() {} };
const noAdminSession = {
  // Sign-in and sign-out happen in event handlers, which never run during server rendering.
  signIn(): never {
    throw new Error('no admin sign-in while rendering on the server');
  },
  signOut(): never {
    throw new Error('no admin sign-out while rendering on the server');
  },
};
const noApi = {
  call(): Promise<never> {
    // Screens call the api from effects, which never run during server rendering.
    return Promise.reject(new Error('no /web calls while rendering on the server'));
  },
};

// The public URL's protocol and host, parsed once rather than on every render.
const origins = new Map<string, { protocol: 'https' | 'http'; host: string }>();

function originOf(publicUrl: string): { protocol: 'https' | 'http'; host: string } {
  let origin = origins.get(publicUrl);
  if (origin === undefined) {
    const url = new URL(publicUrl);
    origin = { protocol: url.protocol === 'https:' ? 'https' : 'http', host: url.host };
    origins.set(publicUrl, origin);
  }
  return origin;
}

// The state a server render starts from: the public origin, no request headers, cookies or IP (they
// never reach the page), the answer's status, the customer's session and the loaded page.
function pageState(input: {
  config: HostConfig;
  lang: Language;
  status: number;
  jwt: string | null;
  page: PageData['page'];
  actions: PageData['actions'];
  roles: PageData['roles'];
}): State {
  const origin = originOf(input.config.publicUrl);
  let state = initialState(
    {
      protocol: origin.protocol,
      hostname: origin.host,
      headers: {},
      cookies: {},
      ip: '',
      statusCode: input.status,
    },
    input.lang,
  );
  if (input.jwt !== null) state = reducer(state, { type: 'session/jwtSet', jwt: input.jwt });
  return reducer(state, {
    type: 'page/loaded',
    page: input.page,
    meta: pageMeta(input.page, input.lang),
    actions: input.actions,
    roles: input.roles,
  });
}

function statusOf(match: RouteMatch, data: PageData): number {
  if (match.route.group !== 'error')
    return data.page.route === 'error' ? Number(data.page.code ?? 404) : 200;
  const code = Number(match.params.code ?? data.page.code ?? 404);
  return code >= 400 && code <= 404 ? code : 404;
}

interface DocumentParts {
  state: State;
  config: HostConfig;
  lang: Language;
  nonce: string | null;
  manifest: ClientManifest;
  head: string;
  theme: string | null;
  /** When the page is dated (the footer's copyright year). */
  now: number;
  /** The app's tree for the page (the routed App, or the bare error screen of a failed request), given how a tree renders in the page's providers. */
  tree: (render: (node: ReactNode) => string) => ReactNode;
  /** The route the App draws (null for the bare error screen): its screen may leave page content in the document. */
  route: RouteMatch['route'] | null;
  failure: number | null;
  posted: PostedForm | null;
}

function toHtml(parts: DocumentParts): RenderedDocument {
  const store = createStore(reducer, parts.state);
  const site = siteConfigOf(parts.config);
  const intl = createSiteIntl(parts.lang);
  const render = (node: ReactNode) =>
    renderToString(
      <SiteProvider
        store={store}
        intl={intl}
        navigate={ignoreNavigation}
        api={noApi}
        config={site}
        analytics={noAnalytics}
        now={parts.now}
      >
        <AdminSessionProvider session={noAdminSession}>
          <PostedFormContext.Provider value={parts.posted}>{node}</PostedFormContext.Provider>
        </AdminSessionProvider>
      </SiteProvider>,
    );
  const body = render(parts.tree(render));
  const state = store.getState();
  const boot: BootData = {
    // Content the screen drew into the document is read back from there, not sent twice (decision 0049).
    state: parts.route === null ? state : { ...state, page: bootPage(parts.route, state.page) },
    config: site,
    gaMeasurementId: parts.config.gaMeasurementId,
    failure: parts.failure,
    ...(parts.posted === null ? {} : { posted: parts.posted }),
  };
  return renderDocument({
    lang: htmlLang(parts.lang),
    theme: parts.theme,
    head: parts.head,
    body,
    state: serializeBootData(boot),
    manifest: parts.manifest,
    nonce: parts.nonce,
    area: parts.route !== null && isAreaGroup(parts.route.group),
  });
}

/** Server-renders a loaded page: the store filled from the page data, the app with renderToString, the head and the document. */
export function renderPage(input: RenderInput): RenderedPage {
  const { match, data, jwt, config } = input;
  const lang = match.lang;
  const status = statusOf(match, data);
  // The admin token authorises admin page loads only; it never becomes the customer's session.
  const state = pageState({
    config,
    lang,
    status,
    jwt: match.route.group === 'admin' ? null : jwt,
    page: data.page,
    actions: data.actions,
    roles: data.roles,
  });
  const meta = pageMeta(data.page, lang);
  const site = siteConfigOf(config);
  const bare = stripLanguagePrefix(match.path);
  // Only the list page (p) makes a different document; el is a scroll position.
  const kept = stringifyQuery(match.query.p === undefined ? {} : { p: match.query.p });
  const canonical = `${config.publicUrl}${localizePath(bare, lang)}${kept ? `?${kept}` : ''}`;
  const description = pageDescription(
    (data.page.meta as { description?: unknown } | undefined)?.description,
    match.route,
    lang,
  );
  const head = renderHead({
    title: meta.title || site.brand,
    description,
    canonical,
    alternates: alternatesOf(bare, match.route.languages, config.publicUrl),
    indexable: isIndexable(match.route) && status === 200,
    siteName: site.brand,
    ogLocale: ogLocale(lang),
    ogLocaleAlternates: LANGUAGES.filter(
      (other) => other !== lang && match.route.languages.includes(other),
    ).map(ogLocale),
    image: socialImage(config.publicUrl, site.brand, lang),
    jsonLd: match.route.name === 'home' ? [organizationJsonLd(site, canonical)] : [],
  });
  const search = stringifyQuery(match.query);
  const url = search === '' ? match.path : `${match.path}?${search}`;
  const document = toHtml({
    state,
    config,
    lang,
    nonce: input.nonce,
    manifest: input.manifest,
    head,
    theme: match.route.theme,
    now: input.now,
    // The site's header and footer are drawn from kept markup (decision 0054); back-office pages have none.
    tree: (render) => (
      <App
        url={url}
        parts={
          match.route.group === 'admin'
            ? undefined
            : keptParts({
                state,
                path: match.path,
                query: match.query,
                url,
                now: input.now,
                site,
                render,
              })
        }
      />
    ),
    route: match.route,
    failure: null,
    posted: input.posted ?? null,
  });
  return { ...document, status };
}

/** The page shown when the backend failed (502, 504) or rendering failed (500): the app's error screen with the real status, never cached. */
export function renderFailure(input: {
  status: number;
  lang: Language;
  config: HostConfig;
  manifest: ClientManifest;
  nonce: string;
}): RenderedPage {
  const { status, lang, config } = input;
  const intl = createSiteIntl(lang);
  const page = {
    route: 'error',
    path: `/${status}`,
    title: intl.formatMessage({ id: 'error.title' }),
    way: [],
    code: status,
  };
  const state = pageState({ config, lang, status, jwt: null, page, actions: [], roles: [] });
  const head = renderHead({
    title: page.title,
    description: pageDescription(undefined, { name: 'error', group: 'error' }, lang),
    canonical: `${config.publicUrl}/${status}`,
    alternates: [],
    indexable: false,
    siteName: siteConfigOf(config).brand,
    ogLocale: ogLocale(lang),
    ogLocaleAlternates: [],
    image: socialImage(config.publicUrl, siteConfigOf(config).brand, lang),
    jsonLd: [],
  });
  const tree = () => <FailurePage status={status} lang={lang} />;
  const document = toHtml({
    state,
    config,
    lang,
    nonce: input.nonce,
    manifest: input.manifest,
    head,
    theme: 'black',
    now: Date.now(),
    tree,
    route: null,
    failure: status,
    posted: null,
  });
  return { ...document, status };
}
