import { createStore, initialState, type Language, reducer } from '@agency/core';
import { messageText } from '@agency/core/server-messages';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/config/site-config';
import { createSiteIntl } from '../../src/i18n/create-site-intl';
import { PageLocation } from '../../src/provider/PageLocation';
import { SiteProvider } from '../../src/provider/SiteProvider';
import { SocialSignIn } from '../../src/screens/auth/SocialSignIn';
import { loadSocialMessages } from '../../src/screens/auth/social-problem-text';
import { CONFIG, CONTEXT, fakeApi, manualTimers, NOW, recordingAnalytics } from '../site-fixture';

function renderAt(url: string, lang: Language, ids: Partial<SiteConfig> = {}) {
  const config = { ...CONFIG, ...ids };
  render(
    <SiteProvider
      store={createStore(reducer, initialState(CONTEXT, lang))}
      intl={createSiteIntl(lang)}
      navigate={() => {}}
      api={fakeApi(() => {
        throw new Error('no api call expected');
      })}
      config={config}
      analytics={recordingAnalytics()}
      now={NOW}
      timers={manualTimers()}
    >
      <PageLocation url={url}>
        <SocialSignIn />
      </PageLocation>
    </SiteProvider>,
  );
}

describe('SocialSignIn: "the sign-in screen shows Continue with Google and Continue with Facebook when their ids are set"', () => {
  // The sign-in group's preload loads the refusals' words before the page is drawn (preload.test.ts).
  beforeAll(() => loadSocialMessages());

  it('with no ids set, no buttons appear', () => {
    renderAt('/en/sign-in', 'en', { googleClientId: '', facebookAppId: '' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('each configured provider is a plain link to its start route in the page language', () => {
    renderAt('/en/sign-in', 'en', { googleClientId: 'g-id', facebookAppId: 'fb-id' });
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      '/en/sign-in/google',
    );
    expect(screen.getByRole('link', { name: 'Continue with Facebook' }).getAttribute('href')).toBe(
      '/en/sign-in/facebook',
    );
  });

  it('only Google when only GOOGLE_CLIENT_ID is set; unprefixed links in Russian', () => {
    renderAt('/sign-in', 'ru', { googleClientId: 'g-id', facebookAppId: '' });
    expect(screen.getByRole('link', { name: 'Продолжить с Google' }).getAttribute('href')).toBe(
      '/sign-in/google',
    );
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
  });

  it.each([
    ['ru', '/sign-in?social=code'],
    ['ua', '/ua/sign-in?social=code'],
    ['en', '/en/sign-in?social=code'],
    ['es', '/es/sign-in?social=code'],
  ] as const)('a refused sign-in is told in the page language (%s)', (lang, url) => {
    renderAt(url, lang, { googleClientId: '', facebookAppId: '' });
    expect(screen.getByRole('alert').textContent).toBe(messageText('social.code', lang));
  });

  it('an unknown refusal code shows nothing', () => {
    renderAt('/en/sign-in?social=<script>', 'en');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
