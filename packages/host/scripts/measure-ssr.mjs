// Measures React 19 renderToString against renderToPipeableStream on this site's pages, in process:
// the numbers behind docs/decisions/0004-ssr-render-to-string.md. Prints pages per second and the ratio.

import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = `
import { createStore, initialState, pageMeta, reducer } from '@agency/core';
import { App, createSiteIntl, defaultSiteConfig, SiteProvider } from '@agency/ui';
import { createElement } from 'react';
export { renderToString, renderToPipeableStream } from 'react-dom/server';
const intls = new Map();
export function tree(url, lang, page) {
  if (!intls.has(lang)) intls.set(lang, createSiteIntl(lang));
  let state = initialState({ protocol: 'http', hostname: 'localhost', headers: {}, cookies: {}, ip: '', statusCode: 200 }, lang);
  state = reducer(state, { type: 'page/loaded', page, meta: pageMeta(page, lang), actions: [], roles: [] });
  const noop = () => {};
  return createElement(SiteProvider, {
    store: createStore(reducer, state), intl: intls.get(lang), navigate: noop,
    api: { call: () => Promise.reject(new Error('no calls')) }, config: defaultSiteConfig,
    analytics: { pageView: noop, event: noop },
  }, createElement(App, { url }));
}`;
const out = join(root, 'dist/measure-ssr.mjs');
await esbuild.build({
  stdin: { contents: entry, resolveDir: join(root, 'src'), loader: 'js' },
  outfile: out,
  bundle: true,
  format: 'esm',
  platform: 'node',
  conditions: ['source'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  packages: 'external',
  plugins: [
    {
      name: 'bundle-workspace',
      setup(build) {
        build.onResolve({ filter: /^@agency\// }, async (args) => {
          if (args.pluginData === 'inner') return undefined;
          return build.resolve(args.path, {
            kind: args.kind,
            resolveDir: args.resolveDir,
            pluginData: 'inner',
          });
        });
      },
    },
  ],
  logLevel: 'warning',
});
const { renderToString, renderToPipeableStream, tree } = await import(out);

function streamOnce(element) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString()));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

// Renders per CPU second: CPU time, unlike wall time, is barely affected by other processes on a
// shared machine.
async function rate(fn, ms = 3000) {
  for (let i = 0; i < 50; i += 1) await fn();
  let count = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() - start < ms) {
    await fn();
    count += 1;
  }
  const used = process.cpuUsage(cpu);
  return (count * 1e6) / (used.user + used.system);
}

const pages = [
  ['/en', 'en', { route: 'home', path: '/en', title: 'Digital agency', way: [] }],
  [
    '/en/privacy-policy',
    'en',
    { route: 'privacy-policy', path: '/en/privacy-policy', title: 'Privacy policy', way: [] },
  ],
  ['/404', 'ru', { route: 'error', path: '/404', title: 'Error', way: [], code: 404 }],
];
console.log(`node ${process.version}, react ${(await import('react')).version}`);
console.log('pages per CPU second (best of 5 alternating rounds)');
console.log('page                  renderToString/s  renderToPipeableStream/s  ratio  html bytes');
// Five alternating rounds per page, best of each: on a shared machine the fastest round is the one
// least disturbed by other processes, and alternating keeps both sides under the same conditions.
const best = (values) => Math.max(...values);
for (const [url, lang, page] of pages) {
  const html = renderToString(tree(url, lang, page));
  const strings = [];
  const streams = [];
  for (let round = 0; round < 5; round += 1) {
    strings.push(await rate(() => renderToString(tree(url, lang, page)), 1000));
    streams.push(await rate(() => streamOnce(tree(url, lang, page)), 1000));
  }
  const stringRate = best(strings);
  const piped = best(streams);
  console.log(
    `${url.padEnd(22)}${stringRate.toFixed(0).padStart(16)}${piped.toFixed(0).padStart(26)}${(stringRate / piped).toFixed(2).padStart(7)}${String(html.length).padStart(12)}`,
  );
}
