import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { fakeApi, siteFixture } from '../site-fixture';

const SESSION = {
  jwt: 'header.payload.signature',
  alternate: { owner: 'owner-1', sid: 'sid-1', name: 'Demo Coffee' },
};

async function signIn(url: string) {
  const f = siteFixture('en', { api: fakeApi(() => SESSION) });
  render(f.wrap(<App url={url} />));
  await userEvent.type(screen.getByLabelText('E-mail', { selector: 'input' }), 'demo@agency.test');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo-customer');
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
  return f.navigations;
}

describe('after sign-in the customer returns to the page they wanted', () => {
  it('back names a page of the site: it opens', async () => {
    expect(await signIn('/en/sign-in?back=%2Fen%2Faccount%2Fsettings')).toEqual([
      { to: '/en/account/settings', replace: false },
    ]);
  });

  it.each(['https%3A%2F%2Fevil.example%2F', '%2F%2Fevil.example', '%2Fen%2Fno-such-page'])(
    'back=%s is no page of this site: the account opens',
    async (back) => {
      expect(await signIn(`/en/sign-in?back=${back}`)).toEqual([
        { to: '/en/account', replace: false },
      ]);
    },
  );
});
