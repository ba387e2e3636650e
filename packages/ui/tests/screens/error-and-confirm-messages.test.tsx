import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageMatch } from '../route-match';

// A page that has loaded nothing yet: the suite's setup loads the dialog and the groups for the
// other tests, so each test here starts from fresh modules.
async function freshPage() {
  vi.resetModules();
  return {
    ...(await import('../../src/i18n/load-site-intl')),
    ...(await import('../../src/shell/failure-page-module')),
    ...(await import('../../src/shell/lazy-screens')),
    ...(await import('../../src/components/ConfirmDialog')),
    ...(await import('../site-fixture')),
  };
}

// Issue 30: the error pages' words and the confirmation dialog's are not in the catalog every page
// loads; each part loads with its code, in the page's language.
describe("the error pages' and the confirmation dialog's words load with their code", () => {
  it("the site catalog has neither; an error page's preload adds the error words in its language", async () => {
    const { loadSiteIntl, preloadScreens } = await freshPage();
    const intl = await loadSiteIntl('en');
    expect(intl.formatMessage({ id: 'error.goHome' })).toBe('error.goHome');
    expect(intl.formatMessage({ id: 'confirm.accept' })).toBe('confirm.accept');
    await preloadScreens(pageMatch('/en/404'));
    expect(intl.formatMessage({ id: 'error.goHome' })).toBe('Go home');
    expect(intl.formatMessage({ id: 'error.code' }, { code: '404' })).toBe('Error 404');
  });

  it("a failed request's page loads the error screen's code and words before it hydrates", async () => {
    const { loadSiteIntl, loadFailurePage } = await freshPage();
    const intl = await loadSiteIntl('ua');
    expect(intl.formatMessage({ id: 'error.text' })).toBe('error.text');
    await loadFailurePage('ua');
    expect(intl.formatMessage({ id: 'error.text' })).toBe('Ой. Щось пішло не так');
  });

  it('every public route but the landing and /dev-start is drawn by a code-split group', async () => {
    const { lazyGroupOf } = await freshPage();
    expect(lazyGroupOf(pageMatch('/').route)).toBeNull();
    expect(lazyGroupOf(pageMatch('/dev-start').route)).toBeNull();
    expect(lazyGroupOf(pageMatch('/404').route)).toBe('auth');
    expect(lazyGroupOf(pageMatch('/sign-in').route)).toBe('auth');
    expect(lazyGroupOf(pageMatch('/privacy-policy').route)).toBe('legal');
  });

  it("the first confirmation asked loads the dialog with its words in the page's language", async () => {
    const { loadSiteIntl, ConfirmDialog, atPage, siteFixture } = await freshPage();
    const intl = await loadSiteIntl('es');
    expect(intl.formatMessage({ id: 'confirm.header' })).toBe('confirm.header');
    // The fixture's intl is the same instance: the Spanish catalog as the browser loads it.
    const f = siteFixture('es');
    render(atPage(f, '/es', <ConfirmDialog />));
    act(() => f.store.dispatch({ type: 'confirmation/requested', id: 'delete-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar' });
    expect(dialog.textContent).toContain('¿Está seguro de que desea continuar?');
  });
});
