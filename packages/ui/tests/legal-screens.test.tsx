import { createStore, initialState, LANGUAGES, type Language, reducer } from '@agency/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig, type SiteConfig } from '../src/config/site-config';
import { createSiteIntl } from '../src/i18n/create-site-intl';
import { MESSAGES } from '../src/i18n/messages';
import { SiteProvider } from '../src/provider/SiteProvider';
import { PrivacyPolicyScreen, TermsOfServiceScreen } from '../src/screens/legal';

afterEach(cleanup);

const context = {
  protocol: 'https',
  hostname: 'agency.test',
  headers: {},
  cookies: {},
  ip: '203.0.113.7',
  statusCode: 200,
} as const;

// A page load of a legal page as web-api answers it: the page's title and its rendered Markdown.
const pageOf = (route: string, title: string) => ({
  route,
  title,
  html: {
    body: '<p>Intro of {brand}.</p>\n',
    sections: [
      { id: `${route}-one`, heading: `1. ${title}`, html: '<p>Write to {email}.</p>\n' },
      { id: `${route}-two`, heading: '2. Two', html: '<p>{legalEntity}</p>\n' },
    ],
    blocks: {},
  },
});

function site(
  lang: Language,
  page: Record<string, unknown> | null,
  config: SiteConfig = defaultSiteConfig,
) {
  const store = createStore(reducer, { ...initialState(context, lang), page });
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

describe('PrivacyPolicyScreen and TermsOfServiceScreen', () => {
  it('"Privacy policy and terms of service are separate pages": each draws its own page load', () => {
    render(site('en', pageOf('privacy-policy', 'Privacy policy')).wrap(<PrivacyPolicyScreen />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy policy');
    expect(document.getElementById('privacy-policy-one')).not.toBeNull();
    cleanup();
    render(
      site('en', pageOf('terms-of-service', 'Terms of service')).wrap(<TermsOfServiceScreen />),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms of service');
    expect(document.getElementById('terms-of-service-one')).not.toBeNull();
  });

  it.each([
    ['privacy policy', PrivacyPolicyScreen, 'footer.privacy'],
    ['terms of service', TermsOfServiceScreen, 'footer.terms'],
  ] as const)(
    'the %s without a page load is titled in the page language (ru default, ua, en, es) and shows the notice',
    (_name, Screen, key) => {
      for (const lang of LANGUAGES) {
        render(site(lang, null).wrap(<Screen />));
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(MESSAGES[lang][key]);
        expect(screen.getByRole('note').textContent).toContain(MESSAGES[lang]['legal.unavailable']);
        cleanup();
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
    const { wrap } = site('ua', pageOf('privacy-policy', 'Політика конфіденційності'), config);
    const { container } = render(wrap(<PrivacyPolicyScreen />));
    expect(container.textContent).toContain('Kestrel Web Sp. z o.o.');
    expect(container.textContent).toContain('Intro of Kestrel Web.');
    expect(screen.getByRole('link', { name: 'dpo@kestrel.test' }).getAttribute('href')).toBe(
      'mailto:dpo@kestrel.test',
    );
    expect(container.textContent).not.toContain(defaultSiteConfig.legalEntity);
  });

  it.each([
    ['privacy policy', PrivacyPolicyScreen, pageOf('privacy-policy', 'Política de privacidad')],
    ['terms of service', TermsOfServiceScreen, pageOf('terms-of-service', 'Términos del servicio')],
    ['privacy policy without its text', PrivacyPolicyScreen, null],
  ] as const)('the %s hydrates its server HTML without a warning', async (_name, Screen, page) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const html = renderToString(site('es', page).wrap(<Screen />));
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const serverHeading = container.querySelector('h1');
      const root = await act(async () => hydrateRoot(container, site('es', page).wrap(<Screen />)));
      expect(errors).not.toHaveBeenCalled();
      // Hydration keeps the server's nodes; a mismatch would make React replace them.
      expect(container.querySelector('h1')).toBe(serverHeading);
      expect(serverHeading?.textContent).toBe(page?.title ?? MESSAGES.es['footer.privacy']);
      act(() => root.unmount());
      container.remove();
    } finally {
      errors.mockRestore();
    }
  });
});

describe('the legal words of the site catalogs', () => {
  it.each(LANGUAGES)('exist in %s, each its own', (lang) => {
    for (const key of ['legal.contents', 'legal.unavailable', 'legal.contacts'] as const)
      expect(MESSAGES[lang][key].length).toBeGreaterThan(3);
    if (lang !== 'en')
      expect(MESSAGES[lang]['legal.unavailable']).not.toBe(MESSAGES.en['legal.unavailable']);
  });
});
