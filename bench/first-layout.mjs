// The cost of a page's first style and layout in Chromium, and how much of it its forms take
// (decision 0068): the page as a running site serves it, without its scripts, and the same page
// without its <form> elements, each loaded in a fresh browser context, alternating; the figure is
// Chromium's RecalcStyleDuration + LayoutDuration for the load. Ratios within one run, not times.
// Usage: node bench/first-layout.mjs <origin> <path> [--runs N]
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROME_PATH } from './lib/chromium.mjs';
import { median } from './lib/median.mjs';

const args = process.argv.slice(2);
const origin = args.shift();
const path = args.shift();
let runs = 12;
while (args.length > 0) {
  const arg = args.shift();
  if (arg === '--runs') runs = Number(args.shift());
}
if (!origin || !path?.startsWith('/') || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node bench/first-layout.mjs <origin> <path> [--runs N]');
  process.exit(2);
}

const served = await (await fetch(`${origin}${path}`)).text();
// Scripts would add their own style and layout work: only the document's first drawing is measured.
const page = served
  .replace(/<script\b[\s\S]*?<\/script>/g, '')
  .replace(/<link[^>]*modulepreload[^>]*>/g, '');
const sheets = [...page.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
  (match) => match[1],
);
const css = new Map();
for (const href of sheets) css.set(href, await (await fetch(new URL(href, origin))).text());
const variants = {
  page,
  'without its forms': page.replace(/<form\b[\s\S]*?<\/form>/g, ''),
};

// The variants and their stylesheets, from one loopback server: no network time in the figure.
const server = createServer((req, res) => {
  const [, name = '', rest = ''] = /^\/([^/]*)(\/.*)?$/.exec(req.url ?? '/') ?? [];
  const sheet = css.get(rest);
  if (sheet !== undefined) {
    res.writeHead(200, { 'content-type': 'text/css' }).end(sheet);
    return;
  }
  const html = variants[decodeURIComponent(name)];
  if (html === undefined) {
    res.writeHead(404).end();
    return;
  }
  const local = html.replace(/href="(\/assets\/[^"]+\.css)"/g, `href="/${name}$1"`);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(local);
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const local = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
const figures = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
try {
  for (let run = 0; run < runs; run += 1) {
    const order = Object.keys(variants);
    for (const name of run % 2 === 0 ? order : order.reverse()) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Performance.enable');
      await tab.goto(`${local}/${encodeURIComponent(name)}`, { waitUntil: 'load' });
      const { metrics } = await cdp.send('Performance.getMetrics');
      const value = (metric) => metrics.find((entry) => entry.name === metric)?.value ?? 0;
      figures[name].push((value('RecalcStyleDuration') + value('LayoutDuration')) * 1000);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
const base = median(figures.page);
for (const [name, values] of Object.entries(figures)) {
  const middle = median(values);
  console.log(
    `${name.padEnd(18)} style + layout median ${middle.toFixed(1)} ms (${(middle / base).toFixed(2)} of the page), ${values.map((v) => v.toFixed(0)).join(' ')}`,
  );
}
