import { describe, expect, it } from 'vitest';
import { pageMeta } from '../src/page-meta';

describe('pageMeta', () => {
  it('"Page meta: title, htmlAttrs.lang, way (breadcrumb list)"', () => {
    const meta = pageMeta(
      {
        title: 'Locations',
        way: [
          { label: 'Account', to: '/account' },
          { label: 'Locations', to: '/account/pins/locations' },
        ],
      },
      'en',
    );
    expect(meta).toEqual({
      title: 'Locations',
      htmlAttrs: { lang: 'en' },
      way: [
        { label: 'Account', to: '/en/account' },
        { label: 'Locations', to: '/en/account/pins/locations' },
      ],
    });
  });

  it('htmlAttrs.lang is BCP 47: the URL code ua is uk', () => {
    expect(pageMeta({ title: 'x' }, 'ua').htmlAttrs.lang).toBe('uk');
    expect(pageMeta({ title: 'x' }, 'ru').htmlAttrs.lang).toBe('ru');
  });

  it('"breadcrumbs keep p": a breadcrumb link keeps only the p query parameter', () => {
    const meta = pageMeta(
      { way: [{ label: 'Pins', to: '/account/pins?p=3&el=list&sort=name' }] },
      'ru',
    );
    expect(meta.way).toEqual([{ label: 'Pins', to: '/account/pins?p=3' }]);
  });

  it('"Breadcrumb item: label, to" with the link localized, prefix replaced', () => {
    const meta = pageMeta({ way: [{ label: 'Terms', to: '/en/terms-of-service' }] }, 'ua');
    expect(meta.way).toEqual([{ label: 'Terms', to: '/ua/terms-of-service' }]);
  });

  it('external breadcrumb links are left as they are', () => {
    const meta = pageMeta({ way: [{ label: 'Maps', to: 'https://maps.example.com/?x=1' }] }, 'en');
    expect(meta.way).toEqual([{ label: 'Maps', to: 'https://maps.example.com/?x=1' }]);
  });

  it.each([[undefined], [null], ['a page'], [42], [[]], [{}], [{ title: 7, way: 'not a list' }]])(
    'a page answer that is not a page (%j) gives an empty meta, never an exception',
    (page) => {
      expect(pageMeta(page, 'es')).toEqual({ title: '', htmlAttrs: { lang: 'es' }, way: [] });
    },
  );

  it('trims the title and drops breadcrumb items without a label or a link', () => {
    const meta = pageMeta(
      {
        title: '  Settings \n',
        way: [
          null,
          'x',
          { label: '', to: '/a' },
          { label: 'B' },
          { label: ' C ', to: '/c' },
          { to: '/d' },
        ],
      },
      'ru',
    );
    expect(meta.title).toBe('Settings');
    expect(meta.way).toEqual([{ label: 'C', to: '/c' }]);
  });
});
