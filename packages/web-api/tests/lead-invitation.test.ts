import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../src/index';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';
import { startTestApi, type TestApi } from './support/test-api';

const PUBLIC_URL = 'https://agency.example';
const DAY = 24 * 3600 * 1000;

let sink: SmtpSink;
let t: TestApi;
let admin: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApi({
    outbox: undefined,
    siteUrl: PUBLIC_URL,
    mail: { smtp: { url: sink.url, from: 'no-reply@agency.test' }, sms: null, webhookUrl: null },
  });
  admin = await t.adminSignIn();
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A lead stored as a submission leaves it, then moved along to `status`. */
async function lead(name: string, email: string | null, lang: string, status: string) {
  const { rows } = await t.api.db.query<{ id: string }>(
    `insert into clients (name, email, notes, created_at, lead_status, lead_service, lead_message,
        lead_lang, lead_spam, lead_submitted_at, lead_status_at)
     values ($1, $2, '', $3, $4, 'seo', 'Please call <b>me</b>', $5, false, $3, $3) returning id`,
    [name, email, new Date(t.clock.now), status, lang],
  );
  return String(rows[0]?.id);
}

const invite = (id: string, token: string = admin) =>
  t.call({
    method: 'POST',
    payload: { controller: 'Clients', subaction: 'invite', lang: 'en', id },
    token,
  });

const confirm = (token: string, password?: string) =>
  t.call({
    method: 'POST',
    payload: {
      controller: 'Auth',
      subaction: 'confirmEmail',
      lang: 'ua',
      token,
      ...(password === undefined ? {} : { password }),
    },
  });

const signIn = (email: string, password: string) =>
  t.call({
    method: 'POST',
    payload: { controller: 'Auth', subaction: 'signIn', lang: 'ua', email, password },
  });

/** The mail the SMTP sink received for `to` since `from`, and the token of its link. */
async function invitationTo(to: string, from: number) {
  await t.api.deliverMessages();
  const mails = sink.received.slice(from).filter((mail) => mail.to.includes(to));
  const token = /\/email-confirmation\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  return { mails, token: token ?? '' };
}

describe('Clients/invite: a won lead becomes a customer account (issue 28)', () => {
  it('creates the account without a password and mails a one-time link in the lead’s language; the link sets the password', async () => {
    const id = await lead('Olena Coffee', 'Olena@Coffee.example', 'ua', 'won');
    const before = sink.received.length;
    const answer = await invite(id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ created: true, invited: true });
    const accountId = answer.body.data.accountId;
    const { rows: users } = await t.api.db.query<Record<string, unknown>>(
      `select u.kind, u.email, u.name, u.lang, u.password_hash, u.email_confirmed_at,
              array(select role from user_roles where user_id = u.id) as roles
         from users u where u.id = $1`,
      [accountId],
    );
    expect(users[0]).toMatchObject({
      kind: 'customer',
      email: 'olena@coffee.example',
      name: 'Olena Coffee',
      lang: 'ua',
      password_hash: null,
      email_confirmed_at: null,
      roles: ['customer'],
    });

    const { mails, token } = await invitationTo('olena@coffee.example', before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Запрошення до особистого кабінету');
    // Fixed text: nothing the visitor typed is repeated.
    expect(mail?.text).not.toContain('Please call');
    expect(mail?.text).toContain(`${PUBLIC_URL}/ua/email-confirmation?token=`);
    expect(token.length).toBeGreaterThanOrEqual(20);
    // Only the token's hash is kept.
    const { rows: stored } = await t.api.db.query<{ token_hash: string }>(
      'select token_hash from email_tokens where user_id = $1',
      [accountId],
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    // The link asks for a password first, and stays usable until one is given.
    const asked = await confirm(token);
    expect(asked.status).toBe(400);
    expect(asked.body.data.fields[0]).toMatchObject({ field: 'password', code: 'required' });
    const common = await confirm(token, 'password123');
    expect(common.status).toBe(400);
    expect(common.body.data.fields[0]).toMatchObject({ field: 'password', code: 'common' });
    const accepted = await confirm(token, 'kava-na-podoli-2026');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ confirmed: true, email: 'olena@coffee.example' });
    expect((await signIn('olena@coffee.example', 'kava-na-podoli-2026')).status).toBe(200);

    // Replayed, the link is spent.
    const replayed = await confirm(token, 'another-password-2026');
    expect(replayed.status).toBe(400);
    expect(replayed.body.data.fields[0]).toMatchObject({ field: 'token', code: 'invalid' });
    expect((await signIn('olena@coffee.example', 'another-password-2026')).status).toBe(400);

    // The lead shows the account it was given, and the audit says who invited whom.
    const listed = await t.call({
      payload: { controller: 'Clients', subaction: 'list', lang: 'en', filter: 'Olena Coffee' },
      token: admin,
    });
    expect(listed.body.data.items[0].lead.accountId).toBe(accountId);
    const audit = await t.call({
      payload: { controller: 'Audit', subaction: 'list', lang: 'en', filter: 'Clients/invite' },
      token: admin,
    });
    expect(audit.body.data.items[0]).toMatchObject({
      action: 'Clients/invite',
      entityId: id,
      entityName: 'Olena Coffee',
      before: { accountId: null },
      after: { accountId, created: true, invited: true },
    });
  });

  it('a Spanish lead is mailed in Spanish and its account speaks English; a link past 7 days has expired', async () => {
    const id = await lead('Lucía', 'lucia@cafe.example', 'es', 'won');
    const before = sink.received.length;
    const answer = await invite(id);
    expect(answer.status).toBe(200);
    const { mails, token } = await invitationTo('lucia@cafe.example', before);
    expect(mails[0]?.subject).toBe('Una invitación a su cuenta');
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/es/email-confirmation?token=`);
    const { rows } = await t.api.db.query<{ lang: string }>(
      'select lang from users where id = $1',
      [answer.body.data.accountId],
    );
    expect(rows[0]?.lang).toBe('en');
    t.clock.now += 7 * DAY + 1000;
    const late = await confirm(token, 'cafe-con-leche-2026');
    expect(late.status).toBe(400);
    expect(late.body.data.fields[0]).toMatchObject({ field: 'token', code: 'expired' });
    // A week on, the admin's session has ended too.
    admin = await t.adminSignIn();
  });

  it('a second invitation makes the first link invalid; a forged token is refused', async () => {
    const id = await lead('Twice Invited', 'twice@cafe.example', 'en', 'won');
    const first = sink.received.length;
    await invite(id);
    const { token: old } = await invitationTo('twice@cafe.example', first);
    const second = sink.received.length;
    const again = await invite(id);
    expect(again.body.data).toMatchObject({ created: false, invited: true });
    const { token: fresh } = await invitationTo('twice@cafe.example', second);
    expect((await confirm(old, 'first-link-password-2026')).status).toBe(400);
    expect((await confirm(`${fresh.slice(0, -2)}xx`, 'forged-link-password-2026')).status).toBe(
      400,
    );
    expect((await confirm(fresh, 'second-link-password-2026')).status).toBe(200);
  });

  it('links the account an address already has, with no mail and no password change', async () => {
    const id = await lead('Demo Customer Again', DEMO_CREDENTIALS.customer.email, 'en', 'won');
    const { rows: known } = await t.api.db.query<{ id: string; password_hash: string }>(
      `select id, password_hash from users where kind = 'customer' and email = $1`,
      [DEMO_CREDENTIALS.customer.email],
    );
    const before = sink.received.length;
    const answer = await invite(id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      accountId: known[0]?.id,
      created: false,
      invited: false,
    });
    await t.api.deliverMessages();
    expect(sink.received.slice(before)).toEqual([]);
    const { rows: after } = await t.api.db.query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [known[0]?.id],
    );
    expect(after[0]?.password_hash).toBe(known[0]?.password_hash);
  });

  it('refuses a lead not won, a lead without an e-mail, a customer caller, and writes nothing', async () => {
    const contacted = await lead('Still Talking', 'talking@cafe.example', 'en', 'contacted');
    const noEmail = await lead('Phone Only', null, 'en', 'won');
    const users = async () =>
      (await t.api.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0]?.n;
    const count = await users();
    const notWon = await invite(contacted);
    expect(notWon.status).toBe(400);
    expect(notWon.body.data.fields[0]).toMatchObject({ field: 'id', code: 'invalid' });
    expect(notWon.body.message).toBe('Only a won lead can be invited to an account');
    const phoneOnly = await invite(noEmail);
    expect(phoneOnly.status).toBe(400);
    expect(phoneOnly.body.message).toBe('The lead has no e-mail to send an invitation to');
    const customer = await t.signIn();
    const won = await lead('Won Elsewhere', 'won@cafe.example', 'en', 'won');
    expect((await invite(won, customer)).status).toBe(403);
    expect((await invite('7b0f3c1e-8d52-4c1a-9a57-0f2d5e6b9c11')).status).toBe(404);
    expect(await users()).toBe(count);
  });

  it('an e-mail confirmation link of an account without a password still confirms without one', async () => {
    // A customer who signs in by phone only changes to an e-mail: no password is asked for.
    const { rows } = await t.api.db.query<{ id: string }>(
      `insert into users (kind, phone, name, lang) values ('customer', '+380671234567', 'By Phone', 'en')
       returning id`,
    );
    const { randomBytes } = await import('node:crypto');
    const { emailTokenHash } = await import('../src/auth/email-confirmation');
    const token = randomBytes(24).toString('base64url');
    await t.api.db.query(
      'insert into email_tokens (token_hash, user_id, email, expires_at) values ($1, $2, $3, $4)',
      [
        emailTokenHash(token),
        rows[0]?.id,
        'phone.person@cafe.example',
        new Date(t.clock.now + DAY),
      ],
    );
    const answer = await confirm(token);
    expect(answer.status).toBe(200);
  });
});
