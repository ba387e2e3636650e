import { createStore, initialState, matchRoute, pageMeta, reducer } from '@agency/core';
import { createSiteIntl, preloadScreens, type WebApi } from '@agency/ui';
import { renderToString } from 'react-dom/server';
import type { Boot } from './boot.js';
import { Site } from './site.js';

/** A server render: the site's HTML and the `Boot` to hydrate it with, or a redirect. */
export type Rendered =
  | { readonly status: number; readonly html: string; readonly boot: Boot }
  | { readonly status: number; readonly location: string };

/**
 * Renders the page at `url` on the server: the state from core (`initialState`, then the page load's
 * answer), the code-split screens preloaded, then `renderToString`. No CSS is imported here: plain
 * Node cannot import it; the browser bundle does.
 */
export async function renderScreen(url: string, api: WebApi, now: number): Promise<Rendered> {
  const match = matchRoute(url);
  if ('redirect' in match) return { status: match.status, location: match.redirect };
  const { data } = await api.call('Index/index', { route: match.path, lang: match.lang });
  let state = initialState(
    { protocol: 'http', hostname: 'localhost', headers: {}, cookies: {}, ip: '', statusCode: 200 },
    match.lang,
  );
  state = reducer(state, {
    type: 'page/loaded',
    page: data.page,
    meta: pageMeta(data.page, match.lang),
    actions: data.actions,
    roles: data.roles,
  });
  // Without this every page but the landing renders without its screen (sign-in, legal, account, admin).
  await preloadScreens(match);
  const html = renderToString(
    <Site
      store={createStore(reducer, state)}
      intl={createSiteIntl(match.lang)}
      api={api}
      navigate={() => {}}
      url={url}
      now={now}
    />,
  );
  return { status: 200, html, boot: { state, url, now } };
}
