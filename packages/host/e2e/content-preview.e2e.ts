import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated } from './support/browser';
import { type FreshSite, openFreshSite } from './support/fresh-site';

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

async function adminSignIn(page: Page, base: string): Promise<void> {
  await gotoHydrated(page, `${base}/en/admin/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_CREDENTIALS.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

// Issue 29: the back office previews page content as the real page, not as a list of keys.
describe('content preview in Chromium', () => {
  let fresh: FreshSite;

  beforeAll(async () => {
    fresh = await openFreshSite();
  });
  afterAll(() => fresh?.close());

  it('the unsaved landing text shows in the landing itself, in the field’s language, with its blocks named and placed', async () => {
    const { page, site } = fresh;
    await adminSignIn(page, site.url);
    await gotoHydrated(page, `${site.url}/en/admin/content/pages`);
    await page.getByRole('button', { name: 'Edit: /', exact: true }).click();
    const english = page.getByRole('group', { name: 'English' });
    const content = english.getByLabel('Content (Markdown)');
    const seeded = await content.inputValue();
    expect(seeded).toContain('::: hero.tagline');
    // The headline block edited, not saved.
    await content.fill(
      seeded.replace(/::: hero\.tagline\n[^\n]*/, '::: hero.tagline\nPreviewed **before** saving'),
    );
    await english.getByRole('button', { name: 'Preview' }).click();
    const frame = english.getByRole('figure', {
      name: 'The page as visitors will see it (English)',
    });
    await frame.waitFor();
    const tagline = frame.locator('.hero__tagline');
    expect(await tagline.innerHTML()).toBe('Previewed <strong>before</strong> saving');
    // The landing's own layout: its header and sections, in English.
    await frame.getByRole('link', { name: 'Solutions' }).first().waitFor();
    const blocks = english.getByRole('heading', {
      name: 'Blocks of this text and where they appear',
    });
    await blocks.waitFor();
    await english.getByText('First screen, at the top of the page').first().waitFor();
    // Nothing was saved: the public landing still has its own headline.
    const other = await fresh.context.newPage();
    await gotoHydrated(other, `${site.url}/en`);
    expect(await other.locator('.hero__tagline').innerHTML()).not.toContain('Previewed');
    await other.close();
    expect(fresh.errors).toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // The preview's top just below the back office's bar, its header in full.
      await frame.evaluate((element) => {
        element.scrollIntoView({ block: 'start' });
        const bar = document.querySelector('.admin__bar')?.getBoundingClientRect().height ?? 0;
        window.scrollBy(0, -bar - 8);
      });
      await page.screenshot({ path: `${SCREENSHOTS}content-preview-${width}.png` });
    }
  });
});
