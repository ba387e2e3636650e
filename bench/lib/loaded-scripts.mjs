import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';

/** The same-origin scripts Chromium really fetches for each page until the network is idle (lazy chunks included). */
export async function loadedScripts(site, paths) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const result = {};
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Set();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.origin === site) scripts.add(url.pathname);
      });
      await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
      result[path] = [...scripts];
      await context.close();
    }
    return result;
  } finally {
    await browser.close();
  }
}
