import { createStore, initialState, LANGUAGES, type Language, reducer } from '@agency/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig, type SiteConfig } from '../src/config/site-config';
import { createSiteIntl } from '../src/i18n/create-site-intl';
import { SiteProvider } from '../src/provider/SiteProvider';
import {
  LEGAL_TITLES,
  PRIVACY_POLICY,
  PrivacyPolicyScreen,
  TERMS_OF_SERVICE,
  TermsOfServiceScreen,
} from '../src/screens/legal';
import { loadedLegalText } from '../src/screens/legal/legal-text-loader';
import { preloadScreens } from '../src/shell/lazy-screens';

afterEach(cleanup);

const context = {
  protocol: 'https',
  hostname: 'agency.test',
  headers: {},
  cookies: {},
  ip: '203.0.113.7',
  statusCode: 200,
} as const;

function site(lang: Language, config: SiteConfig = defaultSiteConfig) {
  const store = createStore(reducer, initialState(context, lang));
  const wrap = (children: ReactNode) => (
    <SiteProvider
      store={store}
      intl={createSiteIntl(lang)}
      navigate={() => {}}
      api={{ call: () => Promise.reject(new Error('no calls on legal pages')) }}
      config={config}
      analytics={{ pageView: () => {}, event: () => {} }}
      now={Date.UTC(2026, 10, 22)}
    >
      {children}
    </SiteProvider>
  );
  return { store, wrap };
}

// Runs first in this file, while no text is loaded yet.
describe('the legal texts are code-split per document and language', () => {
  it('a screen whose text is not loaded shows the spinner, loads only its own language, then draws it', async () => {
    const { wrap } = site('en');
    render(wrap(<PrivacyPolicyScreen />));
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      PRIVACY_POLICY.en.title,
    );
    expect(loadedLegalText('privacy-policy', 'en')).toBe(PRIVACY_POLICY.en);
    for (const lang of ['ru', 'ua', 'es'] as const)
      expect(loadedLegalText('privacy-policy', lang)).toBeUndefined();
    for (const lang of LANGUAGES) expect(loadedLegalText('terms-of-service', lang)).toBeUndefined();
  });

  it('preloadScreens(match) loads the text of a legal route in its language, so the first render is the document', async () => {
    await preloadScreens({ route: { name: 'terms-of-service', group: 'site' }, lang: 'ua' });
    expect(loadedLegalText('terms-of-service', 'ua')).toBe(TERMS_OF_SERVICE.ua);
    expect(loadedLegalText('terms-of-service', 'ru')).toBeUndefined();
    const html = renderToString(site('ua').wrap(<TermsOfServiceScreen />));
    expect(html).toContain(TERMS_OF_SERVICE.ua.sections[0]?.id);
    expect(html).not.toContain('aria-busy');
  });
});

describe('PrivacyPolicyScreen and TermsOfServiceScreen', () => {
  // The host preloads a legal page's text before it renders; these tests draw every language.
  beforeAll(async () => {
    for (const name of ['privacy-policy', 'terms-of-service'] as const) {
      for (const lang of LANGUAGES) await preloadScreens({ route: { name, group: 'site' }, lang });
    }
  });

  it('"Privacy policy and terms of service are separate pages"', () => {
    const { wrap } = site('en');
    render(wrap(<PrivacyPolicyScreen />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      LEGAL_TITLES.en.privacyPolicy,
    );
    cleanup();
    render(wrap(<TermsOfServiceScreen />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      LEGAL_TITLES.en.termsOfService,
    );
  });

  it.each([
    ['privacy policy', PrivacyPolicyScreen, PRIVACY_POLICY],
    ['terms of service', TermsOfServiceScreen, TERMS_OF_SERVICE],
  ] as const)(
    'the %s follows the store language (ru default, ua, en, es)',
    (_name, Screen, texts) => {
      const { store, wrap } = site('ru');
      render(wrap(<Screen />));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts.ru.title);
      for (const lang of ['ua', 'en', 'es', 'ru'] as const) {
        act(() => store.dispatch({ type: 'lang/set', lang }));
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(texts[lang].title);
        expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(
          texts[lang].sections.length,
        );
      }
    },
  );

  it('names the agency from the site configuration the provider carries', () => {
    const config: SiteConfig = {
      ...defaultSiteConfig,
      brand: 'Kestrel Web',
      legalEntity: 'Kestrel Web Sp. z o.o.',
      email: 'dpo@kestrel.test',
    };
    const { wrap } = site('ua', config);
    const { container } = render(wrap(<PrivacyPolicyScreen />));
    expect(container.textContent).toContain('Kestrel Web Sp. z o.o.');
    expect(screen.getAllByRole('link', { name: 'dpo@kestrel.test' })[0]?.getAttribute('href')).toBe(
      'mailto:dpo@kestrel.test',
    );
    const phone = defaultSiteConfig.phones[0];
    expect(screen.getAllByRole('link', { name: phone.label })[0]?.getAttribute('href')).toBe(
      phone.tel,
    );
    expect(container.textContent).not.toContain(defaultSiteConfig.legalEntity);
  });

  it.each([
    ['privacy policy', PrivacyPolicyScreen, PRIVACY_POLICY],
    ['terms of service', TermsOfServiceScreen, TERMS_OF_SERVICE],
  ] as const)('the %s hydrates its server HTML without a warning', async (_name, Screen, texts) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const html = renderToString(site('es').wrap(<Screen />));
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const serverHeading = container.querySelector('h1');
      const root = await act(async () => hydrateRoot(container, site('es').wrap(<Screen />)));
      expect(errors).not.toHaveBeenCalled();
      // Hydration keeps the server's nodes; a mismatch would make React replace them.
      expect(container.querySelector('h1')).toBe(serverHeading);
      expect(serverHeading?.textContent).toBe(texts.es.title);
      act(() => root.unmount());
      container.remove();
    } finally {
      errors.mockRestore();
    }
  });
});
