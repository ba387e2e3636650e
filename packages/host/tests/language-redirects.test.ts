import { DEMO_CREDENTIALS } from '@agency/web-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHost } from '../src/server/start-host';
import { type DemoBackend, startDemoBackend } from './support/demo-backend';
import { rawRequest } from './support/http';
import { PUBLIC_URL, startSite } from './support/site';

const FORM = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: PUBLIC_URL,
  'sec-fetch-site': 'same-origin',
};

// R14.7: the visitor's language survives errors, signed-out redirects and sign-in (decision 0010).
describe("errors and redirects keep the visitor's language (real host and backend)", () => {
  let backend: DemoBackend;
  let site: RunningHost;

  beforeAll(async () => {
    backend = await startDemoBackend();
    site = await startSite(backend.url);
  });
  afterAll(async () => {
    await site?.close();
    await backend.close();
  });

  it.each([
    ['/en/anything', '/en/404'],
    ['/ua/account/nothing', '/ua/404'],
    ['/es/account', '/es/404'],
    ['/anything', '/404'],
    ['/ru/anything', '/404'],
  ])('the catch-all sends %s to the 404 of its language: 307 %s', async (path, location) => {
    const answer = await rawRequest(site.url, path);
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe(location);
  });

  it.each([
    ['/en/404', 404, 'en', 'Go home', '/en'],
    ['/ua/403', 403, 'uk', 'На головну', '/ua'],
    ['/es/400', 400, 'es', 'Ir al inicio', '/es'],
    ['/404', 404, 'ru', 'На главную', '/'],
    ['/403', 403, 'ru', 'На главную', '/'],
  ])(
    '%s is the error page with status %s in its language, linking home in it',
    async (path, status, lang, home, href) => {
      const answer = await rawRequest(site.url, path);
      expect(answer.status).toBe(status);
      expect(answer.body).toContain(`<html lang="${lang}"`);
      expect(answer.body).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${home}</a>`));
    },
  );

  it.each([
    [
      '/en/account/pins/locations?p=2',
      '/en/sign-in?back=%2Fen%2Faccount%2Fpins%2Flocations%3Fp%3D2',
    ],
    ['/ua/account', '/ua/sign-in?back=%2Fua%2Faccount'],
    ['/account/settings', '/sign-in?back=%2Faccount%2Fsettings'],
    ['/ua/admin/settings/users', '/ua/admin/login'],
    ['/en/admin', '/en/admin/login'],
  ])('signed out, %s goes to the sign-in of its language: 307 %s', async (path, location) => {
    const answer = await rawRequest(site.url, path);
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe(location);
  });

  it.each([
    ['%2Fen%2Faccount%2Fsettings', '/en/account/settings'],
    ['https%3A%2F%2Fevil.example%2Fen%2Faccount', '/en/account'],
    ['%2F%2Fevil.example%2Fen%2Faccount', '/en/account'],
    ['%2F%5Cevil.example', '/en/account'],
  ])('sign-in without JavaScript at back=%s answers 303 %s', async (back, location) => {
    const { customer } = DEMO_CREDENTIALS;
    const answer = await rawRequest(site.url, `/en/sign-in?back=${back}`, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({
        _form: 'signIn',
        email: customer.email,
        password: customer.password,
      }).toString(),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(location);
  });

  it('the sign-in page keeps back in its form action, so the post without JavaScript returns there', async () => {
    const answer = await rawRequest(site.url, '/en/sign-in?back=%2Fen%2Faccount%2Fsettings');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('action="/en/sign-in?back=%2Fen%2Faccount%2Fsettings"');
  });
});
