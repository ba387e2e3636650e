import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's chromium (CHROME_PATH overrides); never a downloaded browser. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Launches headless chromium with the flags that keep it quiet and offline. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Errors the page reported: uncaught exceptions and console errors (CSP violations among them). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // The error pages answer with their own status, which the console reports as a failed load.
    if (message.type() === 'error' && !/status of 40[0-4]/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** One accessibility violation axe-core found. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
}

/** Runs axe-core in the page and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document): Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: unknown[];
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.length,
    }));
  });
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** Opens a URL and waits until React has hydrated it (the host marks `<html data-hydrated>`). */
export async function gotoHydrated(page: Page, url: string) {
  const answer = await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 10_000 });
  return answer;
}

/**
 * Whether React has taken over the element `selector` names (it marks each element it manages with
 * its fiber): a part hydrated on use (the sign-in screens, decision 0052) keeps the server's HTML,
 * and its forms post without JavaScript, until its code has loaded and hydrated it.
 */
export function reactManages(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

/** Marks the page's document: a client navigation keeps the mark, a page load loses it (sameDocument). */
export async function markDocument(page: Page) {
  // A property on window survives client navigation and dies with a reload.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

/** Whether the page still shows the document markDocument marked. */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}

/** What sticks out sideways: the page wider than the window, or a heading of main wider than its own box. */
export function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`the page: ${document.documentElement.scrollWidth} px in ${window.innerWidth}`);
    for (const heading of document.querySelectorAll('main h1, main h2')) {
      if (heading.scrollWidth > heading.clientWidth + 1)
        found.push(`${heading.textContent}: ${heading.scrollWidth} px in ${heading.clientWidth}`);
    }
    return found;
  });
}
