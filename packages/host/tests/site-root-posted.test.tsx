// @vitest-environment happy-dom
import { createStore, initialState, reducer, toWebError } from '@agency/core';
import { createSiteIntl, defaultSiteConfig, matchPage, preloadScreens } from '@agency/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteRoot } from '../src/browser/SiteRoot';

afterEach(cleanup);

const CREDENTIALS = 'The e-mail or the password is wrong.';

describe('SiteRoot with a form posted without JavaScript', () => {
  it('shows the posted outcome on the page the server rendered, and drops it on navigation', async () => {
    // This test draws the page afresh (no server HTML to hydrate): what it draws is loaded first, as a
    // navigation loads it (the sign-in screens and their texts, the footer).
    await preloadScreens(matchPage('/en/sign-in'));
    const history = createMemoryHistory({ initialEntries: ['/en/sign-in'] });
    const store = createStore(
      reducer,
      initialState(
        {
          protocol: 'https',
          hostname: 'agency.test',
          headers: {},
          cookies: {},
          ip: '',
          statusCode: 400,
        },
        'en',
      ),
    );
    const error = toWebError(400, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: '',
      data: { fields: [{ field: 'password', code: 'invalid_credentials', message: 'Wrong' }] },
    });
    render(
      <SiteRoot
        store={store}
        intls={new Map([['en', createSiteIntl('en')]])}
        navigate={(to) => history.push(to)}
        api={{ call: () => Promise.reject(new Error('no call')) }}
        config={defaultSiteConfig}
        analytics={{ pageView() {}, event() {} }}
        admin={{ jwt: () => null, signIn() {}, signOut() {} }}
        history={history}
        failure={null}
        posted={{ form: 'signIn', values: { email: 'demo@example.com' }, error }}
      />,
    );
    expect(screen.getByText(CREDENTIALS)).toBeTruthy();
    act(() => history.push('/en/sign-in/recovery'));
    act(() => history.push('/en/sign-in'));
    expect(screen.queryByText(CREDENTIALS)).toBeNull();
  });
});
