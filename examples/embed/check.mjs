// The embedding check (CI step "embed example from packed tarballs"): packs @agency/core,
// @agency/contracts and @agency/ui as they would be published (build them first), installs the
// tarballs (each with its README and LICENSE) and this example's other dependencies from the npm
// registry into a copy of the example in a temporary folder, require()s core and ui, typechecks the
// copy against the packed types, bundles it, serves it, and checks
// that the server render of the landing and the sign-in screen holds their text and that each page,
// hydrated in Chromium, logs no error, answers clicks and leaves the embedding page's own styles alone.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../..');
const PACKAGES = ['packages/core', 'contracts', 'packages/ui'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The pages and the text their server render must hold. */
const PAGES = [
  { path: '/en', texts: ['Become online in 1 click'] },
  // This app has no legal text to serve: the page shows the notice of decision 0042.
  {
    path: '/en/privacy-policy',
    texts: ['Privacy policy', 'The full text of this document is not available here'],
  },
  // Last: the hydration check ends on it with a click on its Phone tab.
  { path: '/en/sign-in', texts: ['Sign in', 'Forgot your password?'] },
];

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} (in ${cwd}) failed:\n${result.stdout}${result.stderr}`,
    );
  return result.stdout;
}

function fail(message) {
  throw new Error(message);
}

async function serve(app) {
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: app,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (found) resolve(found[0]);
    });
    server.on('exit', (code) => reject(new Error(`the example's server exited (${code}): ${out}`)));
  });
  return { server, origin };
}

async function checkServerRender(origin) {
  for (const { path, texts } of PAGES) {
    const response = await fetch(origin + path);
    const html = await response.text();
    if (response.status !== 200) fail(`GET ${path} answered ${response.status}`);
    for (const text of texts)
      if (!html.includes(text)) fail(`the server render of ${path} lacks "${text}"`);
    if (html.includes('Loading…')) fail(`the server render of ${path} shows "Loading…"`);
  }
}

async function checkHydration(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    for (const { path } of PAGES) {
      await page.goto(origin + path, { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
      const looks = await page.evaluate(() => ({
        siteDisplay: getComputedStyle(document.querySelector('.site')).display,
        hostHeading: getComputedStyle(document.querySelector('.host-header h1')).fontSize,
        bodyMargin: getComputedStyle(document.body).margin,
      }));
      // The library's styles reach its root (.site is a flex column) and nothing outside it: the
      // page's own h1 and body keep the browser's defaults (2em of 16px, 8px).
      if (looks.siteDisplay !== 'flex') fail(`${path}: the library's styles did not load`);
      if (looks.hostHeading !== '32px' || looks.bodyMargin !== '8px')
        fail(`${path}: the library restyled the embedding page: ${JSON.stringify(looks)}`);
    }
    // Hydrated means interactive: the sign-in screen's Phone tab swaps the e-mail form for the phone form.
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.locator('input[type="tel"]').waitFor({ timeout: 5_000 });
    if (errors.length > 0) fail(`the hydrated pages logged errors:\n${errors.join('\n')}`);
  } finally {
    await browser.close();
  }
}

const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'agency-embed-'));
let server;
try {
  for (const dir of ['packages/core', 'packages/ui'])
    if (!existsSync(join(repo, dir, 'dist/index.js')))
      fail(`${dir}/dist is missing: npm run build first`);
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  for (const dir of PACKAGES) {
    const out = run('npm', ['pack', '--json', '--pack-destination', tarballs], join(repo, dir));
    const [packed] = JSON.parse(out);
    const files = packed.files.map((file) => file.path);
    for (const name of ['LICENSE', 'README.md'])
      if (!files.includes(name)) fail(`the ${packed.name} tarball lacks ${name}`);
  }
  const app = join(work, 'app');
  for (const name of ['package.json', 'tsconfig.json', 'build.mjs', 'src'])
    cpSync(join(here, name), join(app, name), { recursive: true });
  const packed = readdirSync(tarballs).map((name) => join(tarballs, name));
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...packed], app);
  // CommonJS callers too: require() of the ES modules (Node 20.19+) through the `default` condition.
  run(
    process.execPath,
    ['-e', "require('@agency/core').matchRoute('/'); require('@agency/ui').App"],
    app,
  );
  run(
    process.execPath,
    [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
    app,
  );
  run(process.execPath, ['build.mjs'], app);
  const served = await serve(app);
  server = served.server;
  await checkServerRender(served.origin);
  await checkHydration(served.origin);
  console.log(
    `embed example: ${PAGES.map((page) => page.path).join(', ')} render on the server and hydrate ` +
      `without errors from packed tarballs (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} finally {
  server?.kill();
  if (process.env.KEEP_EMBED_WORK) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
