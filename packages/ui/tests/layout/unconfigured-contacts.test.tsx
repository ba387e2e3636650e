import { createStore, initialState, reducer } from '@agency/core';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/config/site-config';
import { createSiteIntl } from '../../src/i18n/create-site-intl';
import { Footer } from '../../src/layout/Footer';
import { Header } from '../../src/layout/Header';
import { PageLocation } from '../../src/provider/PageLocation';
import { SiteProvider } from '../../src/provider/SiteProvider';
import { LandingScreen } from '../../src/screens/landing/LandingScreen';
import { CONFIG, CONTEXT, fakeApi, manualTimers, NOW, recordingAnalytics } from '../site-fixture';

class QuietIntersectionObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const original = globalThis.IntersectionObserver;
beforeEach(() => {
  globalThis.IntersectionObserver =
    QuietIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

// A production start without SITE_PHONES / SITE_EMAIL: the host passes no phone and no e-mail.
const BARE: SiteConfig = { ...CONFIG, phones: [], email: '', quoteEmail: '' };

function site(config: SiteConfig) {
  return render(
    <SiteProvider
      store={createStore(reducer, initialState(CONTEXT, 'en'))}
      intl={createSiteIntl('en')}
      navigate={() => {}}
      api={fakeApi(() => ({}))}
      config={config}
      analytics={recordingAnalytics()}
      now={NOW}
      timers={manualTimers()}
    >
      <PageLocation url="/en">
        <Header />
        <LandingScreen />
        <Footer />
      </PageLocation>
    </SiteProvider>,
  );
}

// R9.8, decision 0013: contact details nobody configured are left out, never shown empty or invented.
describe('contacts the agency has not configured', () => {
  it('configured: every place shows them', () => {
    const { container } = site(CONFIG);
    expect(container.querySelectorAll('a[href^="tel:"]').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('a[href^="mailto:quote@northwind.test"]').length).toBe(
      // Header Start Project, the hero, three slides and the footer's Request a quote.
      6,
    );
  });

  it('none: no phone link, no mail link, no quote button, no empty list', () => {
    const { container } = site(BARE);
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(container.querySelector('.header__phone')).toBeNull();
    expect(container.querySelector('#contacts dt')).toBeNull();
    // No quote button or link; the quote request form (issue 28) stays: it stores the request itself.
    const actions = [...container.querySelectorAll('a, button')].map((el) => el.textContent ?? '');
    expect(actions.filter((text) => text.includes('Start Project'))).toEqual([]);
    expect(actions.filter((text) => text.includes('Request a quote'))).toEqual([]);
  });
  it('an embedder without the leads backend (quoteForm: false): no quote request form, no link to it', () => {
    const offered = site(CONFIG);
    expect(offered.container.querySelector('#lead')).not.toBeNull();
    expect(offered.container.textContent).toContain('or use the form');
    offered.unmount();
    const { container } = site({ ...CONFIG, quoteForm: false });
    expect(container.querySelector('#lead')).toBeNull();
    expect(container.textContent).not.toContain('or use the form');
  });
});
