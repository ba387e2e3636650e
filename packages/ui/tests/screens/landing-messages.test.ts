// @vitest-environment node
import { matchRoute, type RouteMatch } from '@agency/core';
import { describe, expect, it } from 'vitest';
import { loadSiteIntl } from '../../src/i18n/load-site-intl';
import { preloadScreens } from '../../src/shell/lazy-screens';

function match(url: string): RouteMatch {
  const found = matchRoute(url);
  if ('redirect' in found) throw new Error(`${url} redirects`);
  return found;
}

describe("the landing sections' words load with their code (issue 30)", () => {
  it("the site catalog has the hero's texts, not the sections'; a landing's preload adds them in its language", async () => {
    const intl = await loadSiteIntl('es');
    expect(intl.formatMessage({ id: 'landing.hero.tagline' })).toBe('Esté en línea en 1 clic');
    expect(intl.formatMessage({ id: 'landing.about.title' })).toBe('landing.about.title');
    await preloadScreens(match('/es'));
    expect(intl.formatMessage({ id: 'landing.about.title' })).not.toBe('landing.about.title');
  });

  it('the page the browser hydrates leaves them to load when the sections are seen', async () => {
    const intl = await loadSiteIntl('ua');
    await preloadScreens(match('/ua'), { hydrating: true });
    expect(intl.formatMessage({ id: 'landing.about.title' })).toBe('landing.about.title');
  });
});
