import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM_MAX_BYTES } from '../src/server/form-post';
import type { RunningHost } from '../src/server/start-host';
import { fetchUpstream, type TestHandler, testHandler } from './support/handle';
import { rawRequest } from './support/http';
import { PUBLIC_URL, startSite } from './support/site';
import { json, pageAnswer, startUpstream, type TestUpstream } from './support/upstream';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const JWT = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
const PASSWORD = 'Secret-pass-123';
const PHONE = '+380501234567';
const CODE = '123456';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')));
  });
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

const refusedCredentials = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'Invalid',
  data: { fields: [{ field: 'password', code: 'invalid', message: 'Wrong credentials' }] },
};

/** The backend's answer to a form's call (status and body), as the test backend decides it. */
function backendAnswer(payload: Record<string, unknown>): [number, unknown] {
  const ok =
    payload.subaction === 'signIn'
      ? payload.email === 'demo@example.com' && payload.password === PASSWORD
      : payload.subaction === 'phoneSignIn'
        ? payload.phone === PHONE
        : payload.subaction === 'confirm'
          ? payload.phone === PHONE && payload.code === CODE
          : payload.subaction === 'recover'
            ? payload.email === 'demo@example.com'
            : payload.subaction === 'recoverConfirm'
              ? payload.code === CODE && payload.password === PASSWORD
              : payload.subaction === 'changePassword'
                ? payload.currentPassword === PASSWORD
                : payload.subaction === 'signOut' || payload.subaction === 'updateSettings';
  if (payload.subaction === 'confirmEmail') {
    // An invitation's token asks for the account's first password.
    if (payload.token === 'invite-token' && payload.password === undefined) {
      return [
        400,
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Choose a password',
          data: {
            fields: [{ field: 'password', code: 'required', message: 'Choose a password' }],
          },
        },
      ];
    }
    return [200, { data: { confirmed: true, email: 'demo@example.com' } }];
  }
  if (ok) return [200, { data: { jwt: JWT, sent: true } }];
  if (payload.subaction === 'confirm' || payload.subaction === 'recoverConfirm') {
    return [
      400,
      {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid',
        data: { fields: [{ field: 'code', code: 'invalid', message: 'Wrong code' }] },
      },
    ];
  }
  return [400, refusedCredentials];
}

// The node:http adapter itself: a form post on a real socket, answered on the wire.
describe('a form posted without JavaScript, on the wire', () => {
  let upstream: TestUpstream;
  let site: RunningHost;
  beforeAll(async () => {
    upstream = await startUpstream(async (req, res) => {
      if (req.method === 'GET') {
        const route = new URL(req.url ?? '/', 'http://upstream').searchParams.get('route') ?? '/';
        json(res, 200, pageAnswer('sign-in', route, 'Sign in'));
        return;
      }
      const [status, body] = backendAnswer(await readJson(req));
      json(res, status, body);
    });
    site = await startSite(upstream.url);
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
  });

  it('signs in: 303 to the account with the token cookie, its request id on the wire', async () => {
    const answer = await rawRequest(site.url, '/en/sign-in', {
      method: 'POST',
      headers: { ...FORM, origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      body: form({ _form: 'signIn', email: 'demo@example.com', password: PASSWORD }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/account');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers['content-security-policy']).toBeDefined();
    expect(answer.headers['set-cookie']?.[0]).toMatch(
      new RegExp(
        `^token=${JWT.replace(/\./g, '\\.')}; Path=/; Max-Age=\\d+; SameSite=Lax; Secure$`,
      ),
    );
  });

  it('a body over the limit sent without a declared length is refused 413 and the connection closed', async () => {
    const before = upstream.calls.length;
    const answer = await rawRequest(site.url, '/en/sign-in', {
      method: 'POST',
      headers: { ...FORM, 'transfer-encoding': 'chunked' },
      body: `_form=signIn&email=${'a'.repeat(FORM_MAX_BYTES)}`,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(upstream.calls.length).toBe(before);
  });
});

// The decision alone: each post is a HostRequest, each answer a HostResponse, the backend in process.
describe('forms posted without JavaScript', () => {
  let site: TestHandler;
  const calls: Record<string, unknown>[] = [];
  const methods: string[] = [];

  beforeAll(() => {
    // The backend: page loads name the route; Auth/signIn accepts one e-mail and password.
    site = testHandler(
      fetchUpstream(async (request) => {
        methods.push(request.method);
        if (request.method === 'GET') {
          const route = new URL(request.url).searchParams.get('route') ?? '/';
          return Response.json(pageAnswer('sign-in', route, 'Sign in'));
        }
        const payload = (await request.json()) as Record<string, unknown>;
        const bearer = request.headers.get('authorization');
        calls.push({ ...payload, ...(bearer ? { bearer } : {}) });
        const [status, body] = backendAnswer(payload);
        return Response.json(body, { status });
      }),
    );
  });
  beforeEach(() => {
    calls.length = 0;
  });

  it('signs in: the same Auth/signIn call, then 303 to the account with the token cookie', async () => {
    const answer = await site.request('/en/sign-in', {
      method: 'POST',
      headers: { ...FORM, origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      body: form({ _form: 'signIn', email: ' demo@example.com ', password: PASSWORD }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/account');
    expect(answer.headers['set-cookie']?.[0]).toMatch(
      new RegExp(
        `^token=${JWT.replace(/\./g, '\\.')}; Path=/; Max-Age=\\d+; SameSite=Lax; Secure$`,
      ),
    );
    expect(calls).toEqual([
      {
        controller: 'Auth',
        subaction: 'signIn',
        lang: 'en',
        email: 'demo@example.com',
        password: PASSWORD,
      },
    ]);
  });

  it('a Spanish sign-in without JavaScript continues in English (/en/account; the account has no Spanish)', async () => {
    const answer = await site.request('/es/sign-in', {
      method: 'POST',
      headers: { ...FORM, origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      body: form({ _form: 'signIn', email: 'demo@example.com', password: PASSWORD }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/account');
    expect(calls[0]).toMatchObject({ subaction: 'signIn', lang: 'es' });
  });

  it.each([
    ['en', '/en/sign-in', 'The e-mail or the password is wrong.'],
    ['ru', '/sign-in', 'Неверный e-mail или пароль.'],
  ])(
    'a refused sign-in (%s) renders the form again with the field error, the e-mail and no password',
    async (_lang, path, text) => {
      const answer = await site.request(path, {
        method: 'POST',
        headers: FORM,
        body: form({ _form: 'signIn', email: 'demo@example.com', password: 'wrong-one-42' }),
      });
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).toContain(text);
      expect(answer.body).toMatch(/<form[^>]*method="post"/);
      expect(answer.body).toContain('value="demo@example.com"');
      expect(answer.body).not.toContain('wrong-one-42');
      // The browser hydrates with the same outcome (no mismatch, the message stays).
      const boot = JSON.parse(answer.body.match(/id="state">([^<]*)</)?.[1] ?? 'null');
      expect(boot.posted).toEqual({
        form: 'signIn',
        values: { email: 'demo@example.com' },
        error: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          data: { fields: [{ field: 'password', code: 'invalid', message: 'Wrong credentials' }] },
          headers: {},
        },
      });
    },
  );

  it.each([
    ['another site (Origin)', { origin: 'https://evil.example' }],
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site', origin: PUBLIC_URL }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['an opaque origin', { origin: 'null' }],
  ])('refuses a post from %s with 403 and no /web call', async (_name, headers) => {
    const answer = await site.request('/en/sign-in', {
      method: 'POST',
      headers: { ...FORM, ...headers },
      body: form({ _form: 'signIn', email: 'demo@example.com', password: PASSWORD }),
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it.each([
    ['a JSON body', { 'content-type': 'application/json' }, '{"_form":"signIn"}', 415],
    ['no content type', {}, 'x', 415],
    ['no form name', FORM, 'email=a%40b.c&password=x', 400],
    ['a form of another page', FORM, '_form=changePassword&password=x', 400],
    ['binary garbage', FORM, '\u0000\uffff%%%E0%A4%A&&==_form', 400],
    ['a body over the limit', FORM, `_form=signIn&email=${'a'.repeat(FORM_MAX_BYTES)}`, 413],
  ])(
    'answers %s with a clear 4xx, never a 5xx nor a /web call',
    async (_name, headers, body, status) => {
      const answer = await site.request('/en/sign-in', { method: 'POST', headers, body });
      expect(answer.status).toBe(status);
      expect(answer.body.length).toBeGreaterThan(0);
      expect(calls).toEqual([]);
    },
  );

  async function post(path: string, fields: Record<string, string>, headers = {}) {
    return site.request(path, {
      method: 'POST',
      headers: { ...FORM, 'sec-fetch-site': 'same-origin', ...headers },
      body: form(fields),
    });
  }
  const tokenSet = (answer: { headers: { 'set-cookie'?: string[] } }) =>
    answer.headers['set-cookie']?.[0]?.startsWith(`token=${JWT};`) ?? false;

  it('phone sign-in: Auth/phoneSignIn, then 303 to the confirmation naming the phone', async () => {
    const answer = await post('/en/sign-in', { _form: 'phoneSignIn', phone: ` ${PHONE}` });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/sign-in/confirmation?phone=%2B380501234567');
    expect(calls).toEqual([
      { controller: 'Auth', subaction: 'phoneSignIn', lang: 'en', phone: PHONE },
    ]);
  });

  it('a refused phone renders the phone tab again, with its value', async () => {
    const answer = await post('/en/sign-in', { _form: 'phoneSignIn', phone: '+1 555' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/aria-selected="true"[^>]*>Phone</);
    expect(answer.body).toContain('value="+1 555"');
  });

  it('code confirmation: Auth/confirm, then 303 to the account with the token cookie', async () => {
    const answer = await post('/en/sign-in/confirmation?phone=%2B380501234567', {
      _form: 'confirm',
      phone: PHONE,
      code: CODE,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/account');
    expect(tokenSet(answer)).toBe(true);
  });

  it('a wrong code renders the confirmation with the error, the phone, and not the code', async () => {
    const answer = await post('/en/sign-in/confirmation?phone=%2B380501234567', {
      _form: 'confirm',
      phone: PHONE,
      code: '654321',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('The code is wrong. Check it and try again.');
    expect(answer.body).toContain(`value="${PHONE}"`);
    expect(answer.body).not.toContain('654321');
  });

  it('recovery: Auth/recover renders the next step on the same page (no e-mail in a URL), then Auth/recoverConfirm signs in', async () => {
    const sent = await post('/en/sign-in/recovery', {
      _form: 'recover',
      email: 'demo@example.com',
    });
    expect(sent.status).toBe(200);
    expect(sent.headers.location).toBeUndefined();
    expect(sent.body).toContain('We sent a code to demo@example.com.');
    expect(sent.body).toMatch(/<input type="hidden" name="email" value="demo@example.com"/);
    const confirmed = await post('/en/sign-in/recovery', {
      _form: 'recoverConfirm',
      email: 'demo@example.com',
      code: CODE,
      password: PASSWORD,
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toBe('/en/account');
    expect(tokenSet(confirmed)).toBe(true);
    const wrong = await post('/en/sign-in/recovery', {
      _form: 'recoverConfirm',
      email: 'demo@example.com',
      code: '000000',
      password: 'New-secret-456',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('The code is wrong.');
    expect(wrong.body).toContain('We sent a code to demo@example.com.');
    expect(wrong.body).not.toContain('New-secret-456');
  });

  it('e-mail confirmation: the button posts Auth/confirmEmail with the token and the page says it is confirmed; an invitation asks for its password, never echoed', async () => {
    const confirmed = await post('/en/email-confirmation?token=plain-token', {
      _form: 'confirmEmail',
      token: 'plain-token',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain('Your e-mail is confirmed. Thank you!');
    expect(calls).toEqual([
      { controller: 'Auth', subaction: 'confirmEmail', lang: 'en', token: 'plain-token' },
    ]);
    const asked = await post('/en/email-confirmation?token=invite-token', {
      _form: 'confirmEmail',
      token: 'invite-token',
    });
    expect(asked.status).toBe(400);
    expect(asked.body).toContain('Welcome! Your account is ready');
    expect(asked.body).toMatch(/<input[^>]*name="password"/);
    calls.length = 0;
    const set = await post('/en/email-confirmation?token=invite-token', {
      _form: 'confirmEmail',
      token: 'invite-token',
      password: 'Kava-na-Podoli-2026',
    });
    expect(set.status).toBe(200);
    expect(set.body).toContain('Your e-mail is confirmed. Thank you!');
    expect(set.body).not.toContain('Kava-na-Podoli-2026');
    expect(calls).toEqual([
      {
        controller: 'Auth',
        subaction: 'confirmEmail',
        lang: 'en',
        token: 'invite-token',
        password: 'Kava-na-Podoli-2026',
      },
    ]);
  });

  it('sign-out: Auth/signOut with the session, then 303 to sign-in clearing the cookie', async () => {
    const answer = await post(
      '/en/account/settings',
      { _form: 'signOut' },
      { cookie: `token=${JWT}` },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/sign-in');
    expect(answer.headers['set-cookie']?.[0]).toMatch(/^token=; Path=\/; Max-Age=0;/);
    expect(calls).toEqual([
      { controller: 'Auth', subaction: 'signOut', lang: 'en', bearer: `Bearer ${JWT}` },
    ]);
  });

  it('settings: Account/updateSettings as the browser sends it (PUT, empty phone removed, empty e-mail left out), then 303 back', async () => {
    const answer = await post(
      '/en/account/settings',
      {
        _form: 'updateSettings',
        name: ' New Name ',
        email: '',
        phone: '',
        preferredLang: 'ua',
        reviewEmails: 'on',
      },
      { cookie: `token=${JWT}` },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/account/settings');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(methods.at(-1)).toBe('PUT');
    expect(calls).toEqual([
      {
        controller: 'Account',
        subaction: 'updateSettings',
        lang: 'en',
        name: 'New Name',
        phone: null,
        // The chosen language travels on its own; lang stays the page's.
        preferredLang: 'ua',
        reviewEmails: true,
        bearer: `Bearer ${JWT}`,
      },
    ]);
  });

  it('password change: a repetition that differs is refused before any /web call, no password echoed', async () => {
    const answer = await post(
      '/en/account/settings',
      {
        _form: 'changePassword',
        currentPassword: PASSWORD,
        newPassword: 'Brand-new-pass-1',
        repeatPassword: 'Brand-new-pass-2',
      },
      { cookie: `token=${JWT}` },
    );
    expect(answer.status).toBe(400);
    expect(calls).toEqual([]);
    expect(answer.body).not.toContain('Brand-new-pass');
    expect(answer.body).not.toContain(PASSWORD);
    const boot = JSON.parse(answer.body.match(/id="state">([^<]*)</)?.[1] ?? 'null');
    expect(boot.posted.values).toEqual({});
    expect(boot.posted.error.data.fields).toEqual([
      { field: 'repeatPassword', code: 'passwordMatch', message: 'The passwords differ' },
    ]);
  });

  it('password change: Account/changePassword with the current and new password, then 303 back', async () => {
    const answer = await post(
      '/en/account/settings',
      {
        _form: 'changePassword',
        currentPassword: PASSWORD,
        newPassword: 'Brand-new-pass-1',
        repeatPassword: 'Brand-new-pass-1',
      },
      { cookie: `token=${JWT}` },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/account/settings');
    expect(calls).toEqual([
      {
        controller: 'Account',
        subaction: 'changePassword',
        lang: 'en',
        currentPassword: PASSWORD,
        newPassword: 'Brand-new-pass-1',
        bearer: `Bearer ${JWT}`,
      },
    ]);
  });

  it('a signed-in form without a session goes to sign-in without a /web call', async () => {
    const answer = await post('/en/account', { _form: 'signOut' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/en/sign-in');
    expect(calls).toEqual([]);
  });

  it('still refuses a POST to a page without a form (405)', async () => {
    const answer = await site.request('/en/privacy-policy', {
      method: 'POST',
      headers: FORM,
      body: form({ _form: 'signIn' }),
    });
    expect(answer.status).toBe(405);
  });
});
