import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
let customer: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApi();
  customer = await t.signIn();
  admin = await t.adminSignIn();
});
afterAll(() => t.close());

const page = (route: string, lang = 'en', extra: Record<string, unknown> = {}) => ({
  controller: 'Index',
  subaction: 'index',
  lang,
  route,
  ...extra,
});

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('access control: controllers, subactions, roles and permissions as tables', () => {
  it('sign-in -> token -> page load of an account route answers the page with roles and actions', async () => {
    const { status, body } = await t.call({
      payload: page('/en/account/pins/locations'),
      token: customer,
    });
    expect(status).toBe(200);
    expect(body.data.roles).toEqual(['customer']);
    expect(body.data.actions).toEqual(
      expect.arrayContaining(['Locations/list', 'Locations/create', 'Import/commit']),
    );
    expect(body.data.actions).not.toContain('Users/list');
    expect(body.data.page).toMatchObject({ route: 'account-pins-locations', title: 'Locations' });
    expect(body.data.page.list.items.length).toBeGreaterThan(0);
  });

  it('page title and way per route and language', async () => {
    const { body } = await t.call({
      payload: page('/ua/account/pins/locations', 'ua'),
      token: customer,
    });
    expect(body.data.page.title).toBe('Локації');
    expect(body.data.page.way).toEqual([
      { label: 'Особистий кабінет', to: '/ua/account' },
      { label: 'Піни', to: '/ua/account/pins' },
      { label: 'Локації', to: '/ua/account/pins/locations' },
    ]);
  });

  it.each([
    ['en', '/en/account', '/en/sign-in?back=%2Fen%2Faccount'],
    ['ru', '/account/settings', '/sign-in?back=%2Faccount%2Fsettings'],
    ['ua', '/ua/account/pins/statistics', '/ua/sign-in?back=%2Fua%2Faccount%2Fpins%2Fstatistics'],
  ])(
    'a protected page requested without a valid token answers 410 with a location header naming the sign-in route of its language and the page (%s)',
    async (lang, route, location) => {
      const { status, headers, body } = await t.call({ payload: page(route, lang) });
      expect(status).toBe(410);
      expect(headers.get('location')).toBe(location);
      expect(body.code).toBe('GONE');
    },
  );

  it('an admin page without an admin token answers 410 with the admin login of its language, for anonymous and customer callers', async () => {
    for (const token of [null, customer]) {
      const { status, headers } = await t.call({
        payload: page('/en/admin/settings/users'),
        token,
      });
      expect(status).toBe(410);
      expect(headers.get('location')).toBe('/en/admin/login');
    }
    const login = await t.call({ payload: page('/en/admin/login') });
    expect(login.status).toBe(200);
    expect(login.body.data.actions).toEqual(['Admin/login']);
  });

  it('customer token -> 403 on admin controllers', async () => {
    for (const payload of [
      { controller: 'Users', subaction: 'list', lang: 'en' },
      { controller: 'Audit', subaction: 'list', lang: 'en' },
    ]) {
      const { status, body } = await t.call({ payload, token: customer });
      expect(status).toBe(403);
      expect(body.code).toBe('FORBIDDEN');
    }
    const create = await t.call({
      method: 'POST',
      payload: {
        controller: 'Roles',
        subaction: 'create',
        lang: 'en',
        item: { name: 'x', description: '' },
      },
      token: customer,
    });
    expect(create.status).toBe(403);
  });

  it('customer and admin tokens are not interchangeable: an admin token gets 403 on customer controllers and 410 on account pages', async () => {
    expect(
      (
        await t.call({
          payload: { controller: 'Locations', subaction: 'list', lang: 'en' },
          token: admin,
        })
      ).status,
    ).toBe(403);
    expect((await t.call({ payload: page('/en/account'), token: admin })).status).toBe(410);
    expect((await t.call({ payload: page('/en/admin/settings/users'), token: admin })).status).toBe(
      200,
    );
  });

  it('anonymous call of a subaction that needs a session answers 410 naming the sign-in route', async () => {
    const { status, headers } = await t.call({
      method: 'POST',
      payload: { controller: 'Index', subaction: 'profile', lang: 'ua' },
    });
    expect(status).toBe(410);
    expect(headers.get('location')).toBe('/ua/sign-in');
    const adminCall = await t.call({
      payload: { controller: 'Users', subaction: 'list', lang: 'en' },
    });
    expect(adminCall.headers.get('location')).toBe('/en/admin/login');
  });

  it('a permission removed from the table stops the call (403) and drops it from the page actions', async () => {
    const list = await t.call({
      payload: {
        controller: 'Permissions',
        subaction: 'list',
        lang: 'en',
        filter: 'customer Sites/list',
      },
      token: admin,
    });
    const grant = list.body.data.items.find(
      (item: { role: string; controller: string; subaction: string }) =>
        item.role === 'customer' && item.controller === 'Sites' && item.subaction === 'list',
    );
    expect(grant).toBeDefined();
    await t.call({
      method: 'DELETE',
      payload: { controller: 'Permissions', subaction: 'delete', lang: 'en', id: grant.id },
      token: admin,
    });
    expect(
      (
        await t.call({
          payload: { controller: 'Sites', subaction: 'list', lang: 'en' },
          token: customer,
        })
      ).status,
    ).toBe(403);
    const sites = await t.call({ payload: page('/en/account/pins/sites'), token: customer });
    expect(sites.body.data.actions).not.toContain('Sites/list');
    expect(sites.body.data.actions).toContain('Sites/create');
    await t.call({
      method: 'POST',
      payload: {
        controller: 'Permissions',
        subaction: 'create',
        lang: 'en',
        item: { role: 'customer', controller: 'Sites', subaction: 'list' },
      },
      token: admin,
    });
    expect(
      (
        await t.call({
          payload: { controller: 'Sites', subaction: 'list', lang: 'en' },
          token: customer,
        })
      ).status,
    ).toBe(200);
  });

  it('unknown controller or subaction -> 404', async () => {
    expect(
      (await t.call({ payload: { controller: 'Nope', subaction: 'list', lang: 'en' } })).status,
    ).toBe(404);
    expect(
      (
        await t.call({
          payload: { controller: 'Locations', subaction: 'explode', lang: 'en' },
          token: customer,
        })
      ).status,
    ).toBe(404);
  });

  it('a subaction called with another method -> 405 naming the method', async () => {
    const { status, headers } = await t.call({ method: 'POST', payload: page('/en') });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
    expect((await t.call({ method: 'PATCH', payload: page('/en') })).status).toBe(405);
  });

  it('invalid payload -> 400 with field errors', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      payload: {
        controller: 'Locations',
        subaction: 'create',
        lang: 'en',
        item: { name: '', latitude: 123, color: 'red' },
      },
      token: customer,
    });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    const fields = body.data.fields.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['item.name', 'item.latitude', 'item.color']));
    const noLang = await t.call({ payload: { route: '/en' } });
    expect(noLang.status).toBe(400);
    expect(noLang.body.data.fields[0].field).toBe('lang');
  });

  it('bad bodies get clear answers: malformed JSON 400, unknown content type 415, above the size limit 413', async () => {
    const signIn = { controller: 'Auth', subaction: 'signIn', lang: 'en' };
    expect(
      (
        await t.call({
          method: 'POST',
          payload: signIn,
          raw: { type: 'application/json', body: '{"controller":' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call({
          method: 'POST',
          payload: signIn,
          raw: { type: 'text/plain', body: 'hello' },
        })
      ).status,
    ).toBe(415);
    const huge = JSON.stringify({ ...signIn, email: 'a@b.c', password: 'x'.repeat(200 * 1024) });
    const { status, body } = await t.call({
      method: 'POST',
      payload: signIn,
      raw: { type: 'application/json', body: huge },
    });
    expect(status).toBe(413);
    expect(body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('tokens: signature, alg and expiry checked', () => {
  it('a tampered token is refused', async () => {
    const [header, claims, signature] = customer.split('.');
    const decoded = JSON.parse(Buffer.from(claims as string, 'base64url').toString());
    const forged = `${header}.${base64url({ ...decoded, exp: decoded.exp + 3600 })}.${signature}`;
    expect((await t.call({ payload: page('/en/account'), token: forged })).status).toBe(410);
    expect((await t.call({ payload: page('/en/account'), token: `${customer}x` })).status).toBe(
      410,
    );
  });

  it('an alg:none token is refused', async () => {
    const claims = JSON.parse(
      Buffer.from(customer.split('.')[1] as string, 'base64url').toString(),
    );
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect((await t.call({ payload: page('/en/account'), token: none })).status).toBe(410);
    const adminAsNone = `${base64url({ alg: 'none' })}.${base64url({ ...claims, aud: 'agency:admin' })}.`;
    expect(
      (
        await t.call({
          payload: { controller: 'Users', subaction: 'list', lang: 'en' },
          token: adminAsNone,
        })
      ).status,
    ).toBe(410);
  });

  it('an expired token is refused (exp always set)', async () => {
    const fresh = await t.signIn();
    const claims = JSON.parse(Buffer.from(fresh.split('.')[1] as string, 'base64url').toString());
    expect(claims.exp).toBeGreaterThan(claims.iat);
    expect((await t.call({ payload: page('/en/account'), token: fresh })).status).toBe(200);
    const saved = t.clock.now;
    t.clock.now = claims.exp * 1000 + 1000;
    try {
      expect((await t.call({ payload: page('/en/account'), token: fresh })).status).toBe(410);
    } finally {
      t.clock.now = saved;
    }
  });

  it('a signed-out token stops working at once', async () => {
    const fresh = await t.signIn();
    const out = await t.call({
      method: 'POST',
      payload: { controller: 'Auth', subaction: 'signOut', lang: 'en' },
      token: fresh,
    });
    expect(out.body.data.signedOut).toBe(true);
    expect((await t.call({ payload: page('/en/account'), token: fresh })).status).toBe(410);
  });
});

describe('page loads of the site routes', () => {
  it('the landing controller Index carries a cache hint of 120 for anonymous visitors', async () => {
    const { body, headers } = await t.call({ payload: page('/') });
    expect(body.data.cacheHint).toBe(120);
    expect(headers.get('cache-control')).toBe('public, max-age=120');
    const signedIn = await t.call({ payload: page('/'), token: customer });
    expect(signedIn.body.data.cacheHint).toBeUndefined();
  });

  it('error page: code from the path, title "Error page. Something went wrong", unknown paths give 404', async () => {
    const known = await t.call({ payload: page('/403') });
    expect(known.body.data.page).toMatchObject({
      route: 'error',
      code: 403,
      title: 'Error page. Something went wrong',
    });
    const unknown = await t.call({ payload: page('/en/no/such/page') });
    expect(unknown.body.data.page).toMatchObject({ route: 'error', code: 404 });
  });

  it('a page load never fails on a bad route query value: it is dropped', async () => {
    const { status, body } = await t.call({
      payload: page('/en/account/pins/locations', 'en', { p: 'abc', q: 'x'.repeat(500) }),
      token: customer,
    });
    expect(status).toBe(200);
    expect(body.data.page.list.p).toBe(1);
    expect((await t.call({ payload: page('/en', 'xx') })).status).toBe(400);
  });

  it('the route query reaches the screen: q searches the pins list', async () => {
    const { body } = await t.call({
      payload: page('/en/account/pins/locations', 'en', { q: 'lviv' }),
      token: customer,
    });
    expect(body.data.page.list.items.map((item: { locality: string }) => item.locality)).toEqual([
      'Lviv',
    ]);
  });
});
