import { describe, expect, it, vi } from 'vitest';
import type { SiteNavigation } from '../src/browser/create-navigate';
import { lazyNavigation } from '../src/browser/lazy-navigation';

function loadedNavigation(): SiteNavigation {
  return {
    navigate: vi.fn(),
    restore: vi.fn(async () => {}),
    settled: async () => {},
  };
}

describe("the navigation's code loaded on first use", () => {
  it('runs the navigations asked while it loads, in order, and loads it once', async () => {
    const ready = loadedNavigation();
    const load = vi.fn(async () => ready);
    const browser = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
    const navigation = lazyNavigation(load, browser);
    navigation.navigate('/en/services');
    navigation.navigate('/en/contacts', { replace: true });
    await navigation.restore('/en');
    expect(load).toHaveBeenCalledTimes(1);
    expect(vi.mocked(ready.navigate).mock.calls).toEqual([
      ['/en/services', undefined],
      ['/en/contacts', { replace: true }],
    ]);
    expect(ready.restore).toHaveBeenCalledWith('/en');
    expect(browser.assign).not.toHaveBeenCalled();
    expect(browser.replace).not.toHaveBeenCalled();
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it("when the code cannot load, the browser loads the page itself: a link's target, a replacing navigation's in place of this page, on back/forward the address", async () => {
    const load = vi
      .fn<() => Promise<SiteNavigation>>()
      .mockRejectedValue(new Error('the chunk is gone'));
    const browser = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
    const navigation = lazyNavigation(load, browser);

    navigation.navigate('/en/privacy-policy');
    await vi.waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/en/privacy-policy'));
    navigation.navigate('/en/sign-in', { replace: true });
    await vi.waitFor(() => expect(browser.replace).toHaveBeenCalledWith('/en/sign-in'));
    expect(browser.assign).toHaveBeenCalledTimes(1);
    await navigation.restore('/en');
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });
});
