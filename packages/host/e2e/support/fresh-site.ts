import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { collectErrors, launchBrowser } from './browser';
import { type BuiltSite, startBuiltSite } from './start-built-site';

/** A site of its own with fresh demo data, and one browser page on it that records console errors. */
export interface FreshSite {
  site: BuiltSite;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

/** Starts a built site with fresh demo data (a copy of the run's) and a 1280 px reduced-motion page (suites that change data use their own). */
export async function openFreshSite(): Promise<FreshSite> {
  const [site, browser] = await Promise.all([
    startBuiltSite({}, { image: inject('siteImage') }),
    launchBrowser(),
  ]);
  // Reduced motion (the site's own CSS then drops the header's 0.3 s colour transition): axe-core
  // judges the settled colours, not a frame halfway between the white and the black header.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  return {
    site,
    browser,
    context,
    page,
    errors: collectErrors(page),
    async close() {
      await browser.close();
      await site.stop();
    },
  };
}
