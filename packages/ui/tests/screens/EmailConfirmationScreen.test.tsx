import { toWebError } from '@agency/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { fakeApi, siteFixture } from '../site-fixture';

const TOKEN = 'q3Jx0c8mWm4z6b1n2v5c7x9z0a1s2d3f';

describe.each([
  [
    'ru',
    '',
    'Ваш e-mail подтверждён. Спасибо!',
    'Ссылка для подтверждения недействительна или устарела.',
    'Ссылка для подтверждения неполная. Откройте ссылку из письма ещё раз.',
  ],
  [
    'en',
    '/en',
    'Your e-mail is confirmed. Thank you!',
    'This confirmation link is invalid or has expired.',
    'The confirmation link is incomplete. Open the link from the e-mail again.',
  ],
] as const)('EmailConfirmationScreen in %s', (lang, prefix, done, failed, missing) => {
  it('sends the link token to Auth/confirmEmail and says the address is confirmed', async () => {
    const api = fakeApi(() => ({ confirmed: true, email: 'demo@agency.test' }));
    render(
      siteFixture(lang, { api }).wrap(<App url={`${prefix}/email-confirmation?token=${TOKEN}`} />),
    );
    expect(await screen.findByText(done)).toBeTruthy();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        controller: 'Auth',
        subaction: 'confirmEmail',
        payload: { token: TOKEN, lang },
      },
    ]);
  });

  it('says when the link is invalid or expired', async () => {
    const api = fakeApi(() => {
      throw toWebError(400, { code: 'VALIDATION_FAILED', message: 'bad token', data: null });
    });
    render(
      siteFixture(lang, { api }).wrap(<App url={`${prefix}/email-confirmation?token=${TOKEN}`} />),
    );
    expect(await screen.findByText(failed)).toBeTruthy();
  });

  it('says at once when the link has no token, without calling the api', () => {
    const api = fakeApi(() => ({}));
    render(siteFixture(lang, { api }).wrap(<App url={`${prefix}/email-confirmation`} />));
    expect(screen.getByText(missing)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
