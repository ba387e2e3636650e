// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { pageMatch } from '../route-match';

// Issue 30 (decision 0048): an account page loads its own language's texts, not the three catalogs.
// The suite's setup loads all three for the other tests, so this one starts from fresh modules.
describe("the account texts load in the page's language only", () => {
  it("an account page's preload loads its language; the other two stay unloaded until asked", async () => {
    vi.resetModules();
    const { preloadScreens } = await import('../../src/shell/lazy-screens');
    const { accountMessagesLoaded } = await import('../../src/screens/account/i18n/account-intl');
    expect(accountMessagesLoaded('en')).toBe(false);
    await preloadScreens(pageMatch('/en/account'));
    expect(accountMessagesLoaded('en')).toBe(true);
    expect(accountMessagesLoaded('ru')).toBe(false);
    expect(accountMessagesLoaded('ua')).toBe(false);
    await preloadScreens(pageMatch('/ua/account/settings'));
    expect(accountMessagesLoaded('ua')).toBe(true);
    expect(accountMessagesLoaded('ru')).toBe(false);
  });
});
