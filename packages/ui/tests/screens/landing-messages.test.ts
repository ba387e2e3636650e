// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadSiteIntl } from '../../src/i18n/load-site-intl';
import { preloadScreens } from '../../src/shell/lazy-screens';
import { pageMatch } from '../route-match';

describe("the landing sections' words load with their code (issue 30)", () => {
  it("the site catalog has the hero's texts, not the sections'; a landing's preload adds them in its language", async () => {
    const intl = await loadSiteIntl('es');
    expect(intl.formatMessage({ id: 'landing.hero.tagline' })).toBe('Esté en línea en 1 clic');
    expect(intl.formatMessage({ id: 'landing.about.title' })).toBe('landing.about.title');
    await preloadScreens(pageMatch('/es'));
    expect(intl.formatMessage({ id: 'landing.about.title' })).not.toBe('landing.about.title');
  });

  it('the page the browser hydrates leaves them to load when the sections are seen', async () => {
    const intl = await loadSiteIntl('ua');
    await preloadScreens(pageMatch('/ua'), { hydrating: true });
    expect(intl.formatMessage({ id: 'landing.about.title' })).toBe('landing.about.title');
  });
});
