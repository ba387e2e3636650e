import { mkdirSync, writeFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { startNodeServer } from './processes.mjs';
import { ROOT } from './site-build.mjs';

const WORK = `${ROOT}bench/.work/`;

/** The page's boot data (state, site config) from the JSON block the host serialises into the page. */
export function bootDataOf(html) {
  const json = html.match(/<script type="application\/json" id="state">([^<]*)<\/script>/)?.[1];
  if (json === undefined) throw new Error('the page carries no state block');
  return JSON.parse(json);
}

// A legal page's boot state leaves its text's HTML in the document (decision 0049), where the browser
// reads it back; bare renders from the page data the host rendered from, so it loads that page again
// (the host's own page load, answered by its /web) for the whole text.
async function pageDataOf(site, path, boot) {
  if (boot.state.page?.html?.inDocument !== true) return boot.state.page;
  const query = new URLSearchParams({
    controller: 'Index',
    subaction: 'index',
    lang: boot.state.lang,
    route: new URL(path, site).pathname,
  });
  const answer = await fetch(`${site}/web?${query}`);
  if (!answer.ok) throw new Error(`the page load of ${path} answered ${answer.status}`);
  return (await answer.json()).data.page;
}

// Workspace packages are bundled from their TypeScript sources; npm packages stay external.
const workspaceOnly = {
  name: 'workspace-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@agency/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Starts the two reference servers on the server core: static bytes of the landing, and bare
 * renderToString of the given pages, each with the state the host itself rendered them from.
 */
export async function startReferenceServers(site, paths) {
  mkdirSync(WORK, { recursive: true });
  const pages = {};
  let landing = null;
  for (const path of paths) {
    const response = await fetch(`${site}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const html = await response.text();
    if (path === '/') landing = html;
    const boot = bootDataOf(html);
    const state = { ...boot.state, page: await pageDataOf(site, path, boot) };
    pages[path] = { lang: boot.state.lang, url: path, state, config: boot.config };
  }
  if (landing === null) throw new Error('the landing (/) must be among the reference pages');
  writeFileSync(`${WORK}landing.html`, landing);
  writeFileSync(`${WORK}pages.json`, JSON.stringify(pages));
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [`${ROOT}bench/servers/bare-render-server.jsx`],
    outfile: `${WORK}bare-render-server.mjs`,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: ['node20'],
    conditions: ['source'],
    jsx: 'automatic',
    plugins: [workspaceOnly],
    logLevel: 'warning',
  });
  const [staticServer, bare] = await Promise.all([
    startNodeServer(`${ROOT}bench/servers/static-server.mjs`, {
      env: { BENCH_HTML_FILE: `${WORK}landing.html` },
      ready: /Static: (http:\/\/\S+)/,
    }),
    startNodeServer(`${WORK}bare-render-server.mjs`, {
      env: { BENCH_PAGES_FILE: `${WORK}pages.json` },
      ready: /Bare: (http:\/\/\S+)/,
    }),
  ]);
  return { staticServer, bare, landingBytes: Buffer.byteLength(landing) };
}
