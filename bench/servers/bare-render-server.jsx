// The reference for rendered pages: React renderToString of the same App with the same props the
// host renders (store from the page's own state, intl of its language, site config), per request,
// with no host logic (no routing, page load, head, CSP or document). BENCH_PAGES_FILE maps a path
// to { lang, url, state, config } taken from the host's own answer.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createStore, matchRoute, reducer } from '@agency/core';
import { App, createSiteIntl, preloadScreens, SiteProvider } from '@agency/ui';
import { renderToString } from 'react-dom/server';

const pages = JSON.parse(readFileSync(process.env.BENCH_PAGES_FILE ?? '', 'utf8'));
const noop = () => {};
const analytics = { pageView: noop, event: noop };
const api = { call: () => Promise.reject(new Error('no /web calls while rendering')) };

// Code-split screen data (e.g. a legal text) is loaded once, as the host does before rendering.
for (const path of Object.keys(pages)) {
  const match = matchRoute(path);
  if (!('redirect' in match)) await preloadScreens(match);
}

const server = createServer((req, res) => {
  const page = pages[req.url ?? '/'];
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  const html = renderToString(
    <SiteProvider
      store={createStore(reducer, page.state)}
      intl={createSiteIntl(page.lang)}
      navigate={noop}
      api={api}
      config={page.config}
      analytics={analytics}
    >
      <App url={page.url} />
    </SiteProvider>,
  );
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
  });
  res.end(html);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`Bare: http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
