// The CSS is imported here, by the bundler (esbuild writes dist/client/client.css beside the script).
import '@agency/ui/styles.css';
import { createStore, matchRoute, reducer } from '@agency/core';
import { loadSiteIntl, preloadScreens } from '@agency/ui';
import { webApiOver } from '@agency/ui/web-api';
import { hydrateRoot } from 'react-dom/client';
import { BOOT_ELEMENT_ID, type Boot, ROOT_ELEMENT_ID } from './boot.js';
import { Site } from './site.js';

// The browser's WebApi: each call goes to this app's POST /web, which answers as the server's does.
const api = webApiOver(async (request) => {
  const response = await fetch('/web', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(`/web answered ${response.status}`);
  return response.json();
});

const boot: Boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? 'null');
const root = document.getElementById(ROOT_ELEMENT_ID);
const match = matchRoute(boot.url);
if (root !== null && !('redirect' in match)) {
  // The same state, URL, time and preloaded screens as the server, so the first render matches its HTML.
  await preloadScreens(match);
  const intl = await loadSiteIntl(boot.state.lang);
  hydrateRoot(
    root,
    <Site
      store={createStore(reducer, boot.state)}
      intl={intl}
      api={api}
      navigate={(to) => window.location.assign(to)}
      url={boot.url}
      now={boot.now}
    />,
  );
}
