import { htmlLang, LANGUAGES, type Language } from '@agency/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMessage } from '../src/auth/outbox';
import { createWebApi, DEMO_CREDENTIALS, type WebApi } from '../src/index';
import { MESSAGE_KINDS, type MessageContent, type MessageKind } from '../src/mail/message-content';
import { TEMPLATES } from '../src/mail/templates';
import { freshDatabase } from './support/fresh-database';
import { createHandlerCaller } from './support/handler-caller';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';

const PUBLIC_URL = 'https://agency.example';
const FROM = 'Agency <no-reply@agency.test>';
let sink: SmtpSink;
let api: WebApi;
const clock = { now: Date.parse('2026-11-22T10:00:00.000Z') };
const lines: string[] = [];

// A PUT over loopback (the handler caller speaks GET and POST).
async function put(payload: Record<string, unknown>, token: string) {
  const { createServer } = await import('node:http');
  const server = createServer(api.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/web`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(payload),
    });
    return { status: answer.status, body: await answer.json() };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

// A value of each kind, with characters HTML must escape where an address can hold them.
function sample(kind: MessageKind, lang: Language): MessageContent {
  switch (kind) {
    case 'sign-in-code':
    case 'recovery-code':
      return { kind, code: String(100000 + LANGUAGES.indexOf(lang) * 1111) };
    case 'email-confirmation':
    case 'invitation':
      return { kind, link: `${PUBLIC_URL}/${lang}/email-confirmation?token=T0k-${lang}&x=<1>` };
    case 'email-change':
    case 'email-changed':
      return { kind, email: `o'neil+<${lang}>@agency.test` };
    case 'phone-change':
      return { kind, phone: '+15550001234' };
    case 'phone-change-code':
      return { kind, phone: '+15550001234', code: String(100000 + LANGUAGES.indexOf(lang) * 1111) };
    case 'phone-removed':
    case 'password-changed':
    case 'address-in-use':
    case 'phone-in-use':
      return { kind };
    case 'lead':
      return {
        kind,
        name: '<script>alert(1)</script>',
        email: `o'neil+<${lang}>@agency.test`,
        phone: '+15550001234',
        service: 'seo',
        message: '=HYPERLINK("http://evil.example")\n<b onmouseover=alert(1)>bold</b>',
        budget: '1k-5k',
        timeline: null,
        lang,
        page: `/${lang}`,
      };
    case 'review-new':
    case 'review-changed':
      return {
        kind,
        author: '<b onmouseover=alert(1)>Ann</b>',
        stars: 4,
        location: `Café "<${lang}>"`,
        text: 'Great coffee\n<script>alert(2)</script>',
        link: `${PUBLIC_URL}/${lang}/email-confirmation?token=T0k-${lang}&x=<1>`,
      };
  }
}

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await createWebApi({
    ...(await freshDatabase('demo')),
    demo: true,
    jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
    siteUrl: PUBLIC_URL,
    now: () => clock.now,
    log: (line) => lines.push(line),
    mail: { smtp: { url: sink.url, from: FROM }, sms: null, webhookUrl: null },
  });
});

afterAll(async () => {
  await api?.close();
  await sink?.close();
});

describe('e-mail over SMTP: every template in every language reaches a real SMTP server on loopback', () => {
  it('each kind in ru, ua, en and es arrives once, with its subject, its value in both parts, and escaped HTML', async () => {
    const before = sink.received.length;
    for (const kind of MESSAGE_KINDS) {
      for (const lang of LANGUAGES) {
        const to = `${kind}.${lang}@agency.test`;
        await enqueueMessage(
          api.db,
          { channel: 'email', to, lang, content: sample(kind, lang) },
          clock.now,
        );
      }
    }
    await api.deliverMessages();
    const mails = sink.received.slice(before);
    expect(mails).toHaveLength(MESSAGE_KINDS.length * LANGUAGES.length);
    for (const kind of MESSAGE_KINDS) {
      for (const lang of LANGUAGES) {
        const mail = mails.find((each) => each.to[0] === `${kind}.${lang}@agency.test`);
        const where = `${kind} ${lang}`;
        expect(mail, where).toBeDefined();
        if (!mail) continue;
        expect(mail.from, where).toBe('no-reply@agency.test');
        expect(mail.subject, where).toBe(TEMPLATES[kind][lang].subject);
        expect(mail.html, where).toContain(`<html lang="${htmlLang(lang)}">`);
        expect(mail.html, where).not.toMatch(/<img|src=|url\(/);
        const content = sample(kind, lang);
        if ('code' in content) {
          expect(mail.text, where).toContain(content.code);
          expect(mail.html, where).toContain(`<strong>${content.code}</strong>`);
        }
        if ('link' in content) {
          expect(mail.text, where).toContain(content.link);
          expect(mail.html, where).toContain(
            `href="${PUBLIC_URL}/${lang}/email-confirmation?token=T0k-${lang}&amp;x=&lt;1&gt;"`,
          );
          expect(mail.html, where).not.toContain('<1>');
        }
        if ('email' in content) {
          expect(mail.text, where).toContain(content.email);
          expect(mail.html, where).toContain(`o&#39;neil+&lt;${lang}&gt;@agency.test`);
          expect(mail.html, where).not.toContain(`<${lang}>`);
        }
        if ('phone' in content && content.phone !== null)
          expect(mail.text, where).toContain(content.phone);
        if (content.kind === 'review-new' || content.kind === 'review-changed') {
          // The reviewer's name and words and the location's name are inert; the stars are said.
          expect(mail.text, where).toContain('<script>alert(2)</script>');
          expect(mail.text, where).toContain('4');
          expect(mail.html, where).not.toMatch(/<script|<b /);
          expect(mail.html, where).toContain('&lt;b onmouseover=alert(1)&gt;Ann&lt;/b&gt;');
          expect(mail.html, where).toContain(
            'Great coffee<br>&lt;script&gt;alert(2)&lt;/script&gt;',
          );
          expect(mail.html, where).toContain(`Café &quot;&lt;${lang}&gt;&quot;`);
        }
        if (content.kind === 'lead') {
          // What a visitor typed is inert: text in the plain part, escaped in the HTML part.
          expect(mail.text, where).toContain(content.name);
          expect(mail.html, where).not.toMatch(/<script|<b /);
          expect(mail.html, where).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
          expect(mail.html, where).toContain('&lt;b onmouseover=alert(1)&gt;bold&lt;/b&gt;');
        }
        // Every paragraph of the template is in the plain-text part.
        const first = TEMPLATES[kind][lang].body[0]?.split('{')[0] ?? '';
        expect(mail.text, where).toContain(first);
      }
    }
  });

  it('recovery in each language: the code from the mail sets the password, then the password-changed notice arrives', async () => {
    const call = createHandlerCaller(api.handle);
    const email = DEMO_CREDENTIALS.customer.email;
    for (const lang of LANGUAGES) {
      // Past the per-address limit of code requests.
      clock.now += 16 * 60_000;
      const before = sink.received.length;
      const asked = await call('POST', { controller: 'Auth', subaction: 'recover', lang, email });
      expect(asked.status).toBe(200);
      await api.deliverMessages();
      const mail = sink.received[before];
      expect(mail?.subject).toBe(TEMPLATES['recovery-code'][lang].subject);
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      const password = `new-secret-words-${lang}-2026`;
      const confirmed = await call('POST', {
        controller: 'Auth',
        subaction: 'recoverConfirm',
        lang,
        email,
        code,
        password,
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      await api.deliverMessages();
      const notice = sink.received[before + 1];
      expect(notice?.to).toEqual([email]);
      expect(notice?.subject).toBe(TEMPLATES['password-changed'][lang].subject);
      expect(sink.received).toHaveLength(before + 2);
    }
    // Sent messages keep no code or link.
    const { rows } = await api.db.query<{ n: number }>(
      "select count(*)::int as n from outbox where status = 'sent' and content is not null",
    );
    expect(rows[0]?.n).toBe(0);
    expect(lines.join('\n')).not.toMatch(/\b\d{6}\b/);
  });

  it('the confirmation link of a new address is built from the public URL and confirms it', async () => {
    const call = createHandlerCaller(api.handle);
    const signIn = await call('POST', {
      controller: 'Auth',
      subaction: 'signIn',
      lang: 'es',
      email: DEMO_CREDENTIALS.customer.email,
      password: 'new-secret-words-es-2026',
    });
    expect(signIn.status).toBe(200);
    const before = sink.received.length;
    const answer = await put(
      {
        controller: 'Account',
        subaction: 'updateSettings',
        lang: 'es',
        email: 'nuevo@agency.test',
        currentPassword: 'new-secret-words-es-2026',
      },
      signIn.body.data.jwt,
    );
    expect(answer.status).toBe(200);
    await api.deliverMessages();
    const mails = sink.received.slice(before);
    const notice = mails.find((mail) => mail.to[0] === DEMO_CREDENTIALS.customer.email);
    expect(notice?.text).toContain('nuevo@agency.test');
    const confirmation = mails.find((mail) => mail.to[0] === 'nuevo@agency.test');
    // In the account's language (English for the demo customer), not the Spanish page's.
    const link = /https:\/\/agency\.example\/en\/email-confirmation\?token=([\w-]+)/.exec(
      confirmation?.text ?? '',
    );
    expect(link).not.toBeNull();
    const confirmed = await call('POST', {
      controller: 'Auth',
      subaction: 'confirmEmail',
      lang: 'es',
      token: link?.[1],
    });
    expect(confirmed.status).toBe(200);
  });

  it('a password change, and an admin’s new e-mail and password, tell the old address in the account’s language', async () => {
    const call = createHandlerCaller(api.handle);
    const langOf = async (email: string) =>
      (await api.db.query<{ lang: Language }>('select lang from users where email = $1', [email]))
        .rows[0]?.lang as Language;
    const signIn = await call('POST', {
      controller: 'Auth',
      subaction: 'signIn',
      lang: 'en',
      email: 'nuevo@agency.test',
      password: 'new-secret-words-es-2026',
    });
    expect(signIn.status).toBe(200);
    let before = sink.received.length;
    const changed = await call(
      'POST',
      {
        controller: 'Account',
        subaction: 'changePassword',
        lang: 'en',
        currentPassword: 'new-secret-words-es-2026',
        newPassword: 'changed-secret-words-2026',
      },
      signIn.body.data.jwt,
    );
    expect(changed.status).toBe(200);
    await api.deliverMessages();
    const customerLang = await langOf('nuevo@agency.test');
    expect(sink.received.slice(before).map((mail) => [mail.to[0], mail.subject])).toEqual([
      ['nuevo@agency.test', TEMPLATES['password-changed'][customerLang].subject],
    ]);

    const { email, password } = DEMO_CREDENTIALS.admin;
    const login = await call('POST', {
      controller: 'Admin',
      subaction: 'login',
      lang: 'en',
      email,
      password,
    });
    expect(login.status).toBe(200);
    const adminLang = await langOf(email);
    before = sink.received.length;
    const updated = await put(
      {
        controller: 'AdminAccount',
        subaction: 'update',
        lang: 'en',
        email: 'admin-new@agency.test',
        newPassword: 'admin-changed-words-2026',
        currentPassword: password,
      },
      login.body.data.jwt,
    );
    expect(updated.status).toBe(200);
    await api.deliverMessages();
    const told = sink.received.slice(before);
    expect(told.map((mail) => [mail.to[0], mail.subject])).toEqual([
      [email, TEMPLATES['email-changed'][adminLang].subject],
      [email, TEMPLATES['password-changed'][adminLang].subject],
    ]);
    expect(told[0]?.text).toContain('admin-new@agency.test');
  });
});
