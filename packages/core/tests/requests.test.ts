import { describe, expect, it } from 'vitest';
import { buildWebRequest } from '../src/requests';

describe('buildWebRequest', () => {
  it('"Page load, on every navigation | GET | controller (default Index), subaction (default index), lang, route (full path), plus the route query"', () => {
    expect(
      buildWebRequest({ lang: 'en', route: '/en/account/pins?p=2', query: { p: '2', el: 'x' } }),
    ).toEqual({
      method: 'GET',
      query: {
        p: '2',
        el: 'x',
        controller: 'Index',
        subaction: 'index',
        lang: 'en',
        route: '/en/account/pins?p=2',
      },
      body: null,
      form: null,
    });
  });

  it('"Profile | POST | controller Index, subaction profile, lang"', () => {
    expect(buildWebRequest({ method: 'POST', subaction: 'profile', lang: 'ru' })).toEqual({
      method: 'POST',
      query: {},
      body: { controller: 'Index', subaction: 'profile', lang: 'ru' },
      form: null,
    });
  });

  it('"The method is GET by default with the payload in the query string"', () => {
    const request = buildWebRequest({
      controller: 'Pins',
      subaction: 'list',
      lang: 'ua',
      body: {
        search: 'cafe',
        p: 3,
        archived: false,
        sort: ['name'],
        missing: undefined,
        none: null,
      },
    });
    expect(request.method).toBe('GET');
    expect(request.body).toBeNull();
    expect(request.query).toEqual({
      search: 'cafe',
      p: '3',
      archived: 'false',
      sort: '["name"]',
      controller: 'Pins',
      subaction: 'list',
      lang: 'ua',
    });
  });

  it('"other methods send a JSON body"', () => {
    const request = buildWebRequest({
      method: 'PUT',
      controller: 'Settings',
      subaction: 'update',
      lang: 'en',
      body: { name: 'Ann', phones: ['1'] },
    });
    expect(request).toEqual({
      method: 'PUT',
      query: {},
      body: { name: 'Ann', phones: ['1'], controller: 'Settings', subaction: 'update', lang: 'en' },
      form: null,
    });
    expect(JSON.parse(JSON.stringify(request.body))).toEqual(request.body);
  });

  it('"or form data when a form is given": the form passes through with the payload beside it', () => {
    const form = { kind: 'form-data', file: 'locations.csv' };
    expect(
      buildWebRequest({
        method: 'POST',
        controller: 'Pins',
        subaction: 'import',
        lang: 'en',
        form,
      }),
    ).toEqual({
      method: 'POST',
      query: {},
      body: { controller: 'Pins', subaction: 'import', lang: 'en' },
      form,
    });
  });

  it('"The payload always carries lang, a controller and a subaction": the route query cannot override them', () => {
    const request = buildWebRequest({
      lang: 'en',
      route: '/en',
      query: { lang: 'es', controller: 'Admin', subaction: 'delete', route: '/admin' },
    });
    expect(request.query).toMatchObject({
      lang: 'en',
      controller: 'Index',
      subaction: 'index',
      route: '/en',
    });
  });

  it('leaves route out when the call is not a page load', () => {
    expect(buildWebRequest({ lang: 'ru' }).query).toEqual({
      controller: 'Index',
      subaction: 'index',
      lang: 'ru',
    });
  });

  it('refuses a form on GET at compile time', () => {
    // @ts-expect-error a form needs a method other than GET
    buildWebRequest({ lang: 'ru', form: {} });
    // @ts-expect-error a form needs a method other than GET
    buildWebRequest({ method: 'GET', lang: 'ru', form: {} });
  });
});
