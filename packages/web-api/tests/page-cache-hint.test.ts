import { ROUTES } from '@agency/core';
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

const page = (route: string, extra: Record<string, unknown> = {}) => ({
  controller: 'Index',
  subaction: 'index',
  lang: 'en',
  route,
  ...extra,
});

const PUBLIC_PAGES = [
  '/en',
  '/en/ui',
  '/en/privacy-policy',
  '/en/terms-of-service',
  '/en/sign-in',
  '/en/sign-in/confirmation',
  '/en/sign-in/recovery',
  '/400',
  '/403',
  '/404',
];

describe('the landing controller Index carries a cache hint of 120 (memory cache)', () => {
  it.each(PUBLIC_PAGES)(
    'an anonymous page load of %s carries cacheHint 120 and a public Cache-Control',
    async (route) => {
      const { status, body, headers } = await t.call({ payload: page(route) });
      expect(status).toBe(200);
      expect(body.data.cacheHint).toBe(120);
      expect(headers.get('cache-control')).toBe('public, max-age=120');
    },
  );

  it('an unknown route answers the 404 page with the hint too', async () => {
    const { body } = await t.call({ payload: page('/en/no/such/page') });
    expect(body.data.page.route).toBe('error');
    expect(body.data.cacheHint).toBe(120);
  });

  it('the hint does not depend on query values of a public page', async () => {
    const { body } = await t.call({ payload: page('/en/privacy-policy', { el: 'top', p: 2 }) });
    expect(body.data.cacheHint).toBe(120);
  });

  it.each([
    ['a customer token', () => customer],
    ['an admin token', () => admin],
    ['a refused (garbage) token', () => 'not.a.jwt'],
  ])('no hint and no public Cache-Control when %s was presented', async (_, token) => {
    for (const route of PUBLIC_PAGES) {
      const { status, body, headers } = await t.call({ payload: page(route), token: token() });
      expect(status, route).toBe(200);
      expect(body.data.cacheHint, route).toBeUndefined();
      expect(headers.get('cache-control') ?? '', route).not.toContain('public');
    }
  });

  it('no hint on email-confirmation (its token is in the query), even anonymous', async () => {
    const { status, body } = await t.call({ payload: page('/en/email-confirmation') });
    expect(status).toBe(200);
    expect(body.data.page.route).toBe('email-confirmation');
    expect(body.data.cacheHint).toBeUndefined();
  });

  it('no hint on any account or admin page, for the caller each needs', async () => {
    const protectedRoutes = ROUTES.filter((route) => ['account', 'admin'].includes(route.group));
    expect(protectedRoutes.length).toBeGreaterThan(10);
    for (const route of protectedRoutes) {
      const path = `/en${route.pattern.replace('/:addition?', '/archive')}`;
      const token =
        route.group === 'account' ? customer : route.name === 'admin-login' ? null : admin;
      const { status, body } = await t.call({ payload: page(path), token });
      expect(status, path).toBe(200);
      expect(body.data.cacheHint, path).toBeUndefined();
    }
  });
});
