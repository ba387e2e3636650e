import { describe, expect, it } from 'vitest';
import { ROUTES } from '../src/routes';
import { goTopPath, goTopVisible, scrollTarget } from '../src/scroll';

const privacy = ROUTES.find((route) => route.name === 'privacy-policy');
const home = ROUTES.find((route) => route.name === 'home');

describe('scrollTarget', () => {
  it('"If the query has el, scroll to that element."', () => {
    expect(scrollTarget(home, { el: 'about' })).toEqual({ kind: 'element', id: 'about' });
    expect(scrollTarget(privacy, { el: 'contacts', p: '2' })).toEqual({
      kind: 'element',
      id: 'contacts',
    });
  });

  it('"If the route requires it, go to the top."', () => {
    expect(privacy?.scrollToTop).toBe(true);
    expect(scrollTarget(privacy, {})).toEqual({ kind: 'top' });
    expect(scrollTarget(privacy, { el: '' })).toEqual({ kind: 'top' });
  });

  it('otherwise the scroll position is left alone', () => {
    expect(home?.scrollToTop).toBe(false);
    expect(scrollTarget(home, { p: '1' })).toEqual({ kind: 'none' });
    expect(scrollTarget(null, {})).toEqual({ kind: 'none' });
    expect(scrollTarget(undefined, {})).toEqual({ kind: 'none' });
    expect(scrollTarget(privacy, undefined)).toEqual({ kind: 'top' });
  });
});

describe('goTopVisible', () => {
  it.each([
    [0, 800, false],
    [800, 800, false],
    [801, 800, true],
    [5000, 800, true],
    [Number.NaN, 800, false],
    [Number.POSITIVE_INFINITY, 800, false],
    [900, Number.NaN, false],
  ])(
    '"A go-to-top button appears once the scroll position exceeds the window height": scrollY %d, height %d -> %s',
    (scrollY, height, visible) => {
      expect(goTopVisible(scrollY, height)).toBe(visible);
    },
  );
});

describe('goTopPath', () => {
  it.each([
    ['/?el=about', '/'],
    ['/en?el=about', '/en'],
    ['/account/pins?p=2&el=list&sort=a%20b', '/account/pins?p=2&sort=a%20b'],
    ['/x?el=a&el=b#top', '/x#top'],
    ['/x?p=1', '/x?p=1'],
    ['/x', '/x'],
    ['/x?e%6C=encoded&q=%', '/x?q=%'],
  ])('"clicking it removes el from the query": %s -> %s', (url, expected) => {
    expect(goTopPath(url)).toBe(expected);
  });
});
