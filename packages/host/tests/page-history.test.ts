// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createPageHistory, type PageUpdate } from '../src/browser/page-history';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('createPageHistory', () => {
  it('pushes and replaces the URL synchronously and tells its listeners', () => {
    window.history.replaceState(null, '', '/en');
    const history = createPageHistory(window);
    const updates: PageUpdate[] = [];
    const stop = history.listen((update) => updates.push(update));
    expect(history.location).toEqual({ pathname: '/en', search: '' });
    const before = window.history.length;
    history.push('/en/privacy-policy?el=cookies');
    expect(window.history.length).toBe(before + 1);
    expect(history.location).toEqual({ pathname: '/en/privacy-policy', search: '?el=cookies' });
    history.replace('/en/terms-of-service');
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe('/en/terms-of-service');
    stop();
    history.push('/en');
    expect(updates).toEqual([
      {
        action: 'PUSH',
        location: { pathname: '/en/privacy-policy', search: '?el=cookies' },
      },
      { action: 'REPLACE', location: { pathname: '/en/terms-of-service', search: '' } },
    ]);
  });

  it('reports back and forward as POP with the URL the browser went to', () => {
    const history = createPageHistory(window);
    const updates: PageUpdate[] = [];
    history.listen((update) => updates.push(update));
    window.history.replaceState(null, '', '/ua');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(updates).toEqual([{ action: 'POP', location: { pathname: '/ua', search: '' } }]);
  });
});
