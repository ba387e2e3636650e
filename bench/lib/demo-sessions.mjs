import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './site-build.mjs';

/** The cookie names the host reads a session from (core's TOKEN_COOKIE and ADMIN_TOKEN_COOKIE). */
export const SESSION_COOKIES = { customer: 'token', admin: 'admin-token' };

// The demo accounts' published credentials, bundled from their one source like the fuzz inputs.
async function demoCredentials() {
  const outfile = `${ROOT}bench/.work/demo-credentials.mjs`;
  await build({
    entryPoints: [`${ROOT}packages/web-api/src/seed/demo-credentials.ts`],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  return (await import(`${pathToFileURL(outfile).href}?at=${Date.now()}`)).DEMO_CREDENTIALS;
}

async function call(site, body) {
  const response = await fetch(`${site}/web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  const jwt = answer?.data?.jwt;
  if (response.status !== 200 || typeof jwt !== 'string')
    throw new Error(`${body.controller}/${body.subaction} answered ${response.status}`);
  return jwt;
}

/** The demo customer's and admin's bearer tokens (Auth/signIn, Admin/login) on a demo-mode site. */
export async function demoTokens(site) {
  const credentials = await demoCredentials();
  return {
    customer: await call(site, {
      controller: 'Auth',
      subaction: 'signIn',
      lang: 'en',
      email: credentials.customer.email,
      password: credentials.customer.password,
    }),
    admin: await call(site, {
      controller: 'Admin',
      subaction: 'login',
      lang: 'en',
      email: credentials.admin.email,
      password: credentials.admin.password,
    }),
  };
}

/**
 * Signs the demo customer (/web Auth/signIn) and the demo admin (/web Admin/login) in on a demo-mode
 * site, as the browser does, and checks each page answers 200 with its cookie (no redirect to a
 * sign-in): the Cookie header value that carries each session.
 */
export async function demoSessions(site, { customerPage, adminPage }) {
  const credentials = await demoCredentials();
  const customer = await call(site, {
    controller: 'Auth',
    subaction: 'signIn',
    lang: 'en',
    email: credentials.customer.email,
    password: credentials.customer.password,
  });
  const admin = await call(site, {
    controller: 'Admin',
    subaction: 'login',
    lang: 'en',
    email: credentials.admin.email,
    password: credentials.admin.password,
  });
  const cookies = {
    customer: `${SESSION_COOKIES.customer}=${customer}`,
    admin: `${SESSION_COOKIES.admin}=${admin}`,
  };
  for (const [page, cookie] of [
    [customerPage, cookies.customer],
    [adminPage, cookies.admin],
  ]) {
    const response = await fetch(`${site}${page}`, { headers: { cookie }, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`${page} answered ${response.status} to the signed-in session`);
  }
  return cookies;
}
