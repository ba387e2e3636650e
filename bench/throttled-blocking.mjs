// The main thread's blocking time of real page loads under Chromium's own 4× CPU throttling (not
// Lighthouse's simulation): per load, the sum of (duration − 50 ms) over the long tasks that start
// after the first contentful paint, until 3 s after the load event. The URLs are loaded in
// alternation, `runs` times each, so a busy moment of the machine falls on all of them alike; the
// median of each is printed last (decision 0060).
// Usage: node bench/throttled-blocking.mjs <runs> [--customer] <url>...
// --customer: the demo customer signed in on each URL's site (started with AGENCY_DEMO=1).
import { chromium } from 'playwright-core';
import { CHROME_PATH } from './lib/chromium.mjs';
import { demoTokens, SESSION_COOKIES } from './lib/demo-sessions.mjs';
import { median } from './lib/median.mjs';

const [runsArg, ...rest] = process.argv.slice(2);
const runs = Number(runsArg);
const customer = rest.includes('--customer');
const urls = rest.filter((arg) => arg !== '--customer');
if (!Number.isInteger(runs) || runs < 1 || urls.length === 0) {
  console.error('usage: node bench/throttled-blocking.mjs <runs> [--customer] <url>...');
  process.exit(2);
}
// The customer's session cookie of each site, signed in once.
const cookies = new Map();
if (customer)
  for (const origin of new Set(urls.map((url) => new URL(url).origin)))
    cookies.set(origin, {
      name: SESSION_COOKIES.customer,
      value: (await demoTokens(origin)).customer,
      url: origin,
    });

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
const blocking = new Map(urls.map((url) => [url, []]));
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const url of urls) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
      });
      const cookie = cookies.get(new URL(url).origin);
      if (cookie) await context.addCookies([cookie]);
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__longTasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const load = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const after = window.__longTasks.filter(([start]) => start >= fcp);
        return {
          fcp,
          blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
          tasks: window.__longTasks.map(
            ([start, duration]) => `${Math.round(duration)} ms @${Math.round(start)}`,
          ),
        };
      });
      blocking.get(url).push(load.blocking);
      console.log(
        `${url} run ${run}: blocking ${Math.round(load.blocking)} ms after FCP ${Math.round(load.fcp)} ms; long tasks: ${load.tasks.join(', ') || 'none'}`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
}
for (const [url, figures] of blocking)
  console.log(
    `${url}: median ${Math.round(median(figures))} ms (${figures.map((ms) => Math.round(ms)).join(', ')})`,
  );
