import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_TOKEN_COOKIE } from '@agency/core';
import { DEMO_CREDENTIALS } from '@agency/web-api';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addNavigation,
  adminJwt,
  editPageContent,
  until,
  webCall,
  within,
} from './support/admin-edits';
import { rawRequest } from './support/http';

// R15.9: two host processes with the same DATABASE_URL and JWT_SECRET behave as one site. Runs with
// `WEB_API_TEST_POSTGRES=1` and DATABASE_URL (npm run test:postgres under .ci/with-postgres.sh), on a
// database of its own on that server.
const enabled = process.env.WEB_API_TEST_POSTGRES === '1' && Boolean(process.env.DATABASE_URL);
const MAIN = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
const SECRET = 'two-processes-secret-0123456789abcdefghijklmnop';
const CSV = [
  'Store code,Business name,Address line 1,Locality,Administrative area,Country / Region,Postal code,Latitude,Longitude,Primary category',
  'SCALE-1,Shared Import Cafe,Khreshchatyk 1,Kyiv,Kyiv,UA,01001,50.45,30.52,Coffee shop',
].join('\n');

interface Site {
  process: ChildProcess;
  url: string;
  output: string;
}

async function startSite(databaseUrl: string, dataDir: string, smtpUrl: string): Promise<Site> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AGENCY_DEMO: '1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://agency.example',
      DATA_DIR: dataDir,
      WEB_API_DATA_DIR: dataDir,
      LANDING_CACHE_SECONDS: '120',
      LOG_LEVEL: 'info',
      TRUST_PROXY: '0',
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Agency <no-reply@agency.test>',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const site: Site = { process: child, url: '', output: '' };
  const collect = (chunk: Buffer) => {
    site.output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await within(60_000, async () => {
    if (child.exitCode !== null) throw new Error(`a site exited at start:\n${site.output}`);
    site.url = /Site: (http:\/\/[\d.:]+)/.exec(site.output)?.[1] ?? '';
    return site.url !== '';
  });
  return site;
}

async function stopSite(site: Site | undefined): Promise<void> {
  if (!site || site.process.exitCode !== null) return;
  site.process.kill('SIGTERM');
  await new Promise((resolve) => site.process.once('exit', resolve));
}

const status = async (site: Site, payload: Record<string, unknown>, jwt?: string) => {
  const query = new URLSearchParams({ lang: 'en', ...payload } as Record<string, string>);
  const answer = await fetch(`${site.url}/web?${query}`, {
    headers: jwt ? { authorization: `Bearer ${jwt}` } : {},
  });
  return { status: answer.status, body: await answer.text() };
};

const post = (site: Site, payload: Record<string, unknown>, jwt?: string) =>
  fetch(`${site.url}/web`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
    },
    body: JSON.stringify({ lang: 'en', ...payload }),
  });

// Index/profile answers 200 for a live session and 410 (sign in) without one.
const profile = async (site: Site, jwt: string) =>
  (await post(site, { controller: 'Index', subaction: 'profile' }, jwt)).status;

describe.runIf(enabled)('two host processes on one PostgreSQL', () => {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  const database = `agency_scale_${randomBytes(4).toString('hex')}`;
  let dir: string;
  let a: Site;
  let b: Site;
  let siteUrl: string;
  // A real SMTP server on loopback that counts the mails each recipient gets.
  const mails = new Map<string, number>();
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo)
          mails.set(address, (mails.get(address) ?? 0) + 1);
        callback();
      });
    },
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as { port: number }).port}`;
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(String(process.env.DATABASE_URL));
    url.pathname = `/${database}`;
    dir = mkdtempSync(join(tmpdir(), 'agency-scale-'));
    // One after the other: the first start migrates and seeds; the second finds both done.
    siteUrl = url.toString();
    a = await startSite(siteUrl, join(dir, 'a'), smtpUrl);
    b = await startSite(siteUrl, join(dir, 'b'), smtpUrl);
  });
  afterAll(async () => {
    await stopSite(a);
    await stopSite(b);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  it('the outbox workers of both processes send each message exactly once (FOR UPDATE SKIP LOCKED)', async () => {
    const client = new pg.Client({ connectionString: siteUrl });
    await client.connect();
    const recipients = Array.from({ length: 40 }, (_, i) => `outbox-${i}@agency.test`);
    try {
      // One committed batch and one notification: both workers wake at once and race for the rows.
      await client.query('begin');
      for (const to of recipients) {
        await client.query(
          `insert into outbox (channel, kind, recipient, lang, content, next_attempt_at, created_at)
           values ('email', 'password-changed', $1, 'en', '{"kind":"password-changed"}', now(), now())`,
          [to],
        );
      }
      await client.query("select pg_notify('agency_outbox', 'email')");
      await client.query('commit');
      await within(60_000, async () => {
        const { rows } = await client.query(
          "select count(*)::int as n from outbox where recipient like 'outbox-%' and status = 'sent'",
        );
        return rows[0]?.n === recipients.length;
      });
    } finally {
      await client.end();
    }
    expect(recipients.map((to) => mails.get(to) ?? 0)).toEqual(recipients.map(() => 1));
  });

  it('a session started on one is valid on the other, and a sign-out on one revokes it on both', async () => {
    const { email, password } = DEMO_CREDENTIALS.customer;
    const { jwt } = await webCall(a.url, {
      controller: 'Auth',
      subaction: 'signIn',
      email,
      password,
    });
    const token = String(jwt);
    expect(await profile(b, token)).toBe(200);
    const account = await rawRequest(b.url, '/en/account', {
      headers: { cookie: `token=${token}` },
    });
    expect(account.status).toBe(200);

    await webCall(a.url, { controller: 'Auth', subaction: 'signOut' }, token);
    expect(await profile(a, token)).toBe(410);
    expect(await profile(b, token)).toBe(410);
  });

  it('rate limits are shared: code requests from one address count on both', async () => {
    // 10 code requests per address an hour; unknown numbers get the same answer and no message.
    for (let i = 0; i < 10; i++) {
      const answer = await post(i % 2 === 0 ? a : b, {
        controller: 'Auth',
        subaction: 'phoneSignIn',
        phone: `+1555020${1000 + i}`,
      });
      expect(answer.status).toBe(200);
    }
    for (const site of [a, b]) {
      const refused = await post(site, {
        controller: 'Auth',
        subaction: 'phoneSignIn',
        phone: '+15550209999',
      });
      expect(refused.status).toBe(429);
    }
  });

  it('an import on one is visible on the other', async () => {
    const { email, password } = DEMO_CREDENTIALS.customer;
    const { jwt } = await webCall(b.url, {
      controller: 'Auth',
      subaction: 'signIn',
      email,
      password,
    });
    const token = String(jwt);
    const form = new FormData();
    form.set('controller', 'Import');
    form.set('subaction', 'commit');
    form.set('lang', 'en');
    form.set('file', new Blob([CSV], { type: 'text/csv' }), 'locations.csv');
    const imported = await fetch(`${a.url}/web`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const listed = await status(b, { controller: 'Locations', subaction: 'list' }, token);
    expect(listed.status).toBe(200);
    expect(listed.body).toContain('Shared Import Cafe');
  });

  it('password attempt counts are shared: five failures over both, then both refuse', async () => {
    const { email } = DEMO_CREDENTIALS.customer;
    const attempt = (site: Site) =>
      post(site, { controller: 'Auth', subaction: 'signIn', email, password: 'wrong-password-1' });
    for (const site of [a, b, a, b, a]) expect((await attempt(site)).status).not.toBe(429);
    expect((await attempt(b)).status).toBe(429);
    expect((await attempt(a)).status).toBe(429);
  });

  // Polling without a bound of its own: the 120 s cache hint is longer than the test may run.
  it('an edit on one is served by the other, not after the 120 s cache hint', async () => {
    const page = async (site: Site, path: string) => (await rawRequest(site.url, path)).body;
    // B keeps the anonymous landing, privacy policy and terms (issue 30: a hash-based CSP, no nonce).
    const kept = await rawRequest(b.url, '/en/privacy-policy');
    expect(kept.body).toContain('Privacy policy');
    expect(String(kept.headers['content-security-policy'])).not.toContain('nonce-');
    await page(b, '/en/terms-of-service');
    const tagline = '<p class="hero__tagline">Become online in 1 click</p>';
    expect(await page(b, '/en')).toContain(tagline);
    expect(await page(b, '/en')).toContain(tagline);

    const jwt = await adminJwt(a.url);
    await editPageContent(a.url, jwt, '/privacy-policy', '# Privacy edited on process A');
    await until(async () =>
      (await page(b, '/en/privacy-policy')).includes('Privacy edited on process A'),
    );
    await editPageContent(a.url, jwt, '/terms-of-service', '# Terms edited on process A');
    await until(async () =>
      (await page(b, '/en/terms-of-service')).includes('Terms edited on process A'),
    );
    // Decision 0019: the landing's texts are named Markdown blocks.
    await editPageContent(a.url, jwt, '/', '::: hero.tagline\nLanding edited on process A.');
    await until(async () =>
      (await page(b, '/en')).includes('<p class="hero__tagline">Landing edited on process A.</p>'),
    );

    // A navigation added on A is in B's menus (the admin's session from A is valid on B).
    await addNavigation(a.url, jwt, 'admin', '/admin/content/pages', 'Menu entry from process A');
    const menu = await rawRequest(b.url, '/admin', {
      headers: { cookie: `${ADMIN_TOKEN_COOKIE}=${jwt}` },
    });
    expect(menu.status).toBe(200);
    expect(menu.body).toContain('Menu entry from process A');
  });
});
