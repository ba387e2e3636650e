import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseExpiredLeads } from '../src/leads/lead-retention';
import { startSmtpSink } from './support/smtp-sink';
import { startTestApi, type TestApi } from './support/test-api';

const AGENCY = 'quotes@agency.test';
const HOOK_SECRET = 'leads-hook-secret-of-thirty-two-chars!';
const DAY = 24 * 3600 * 1000;

/** A CRM on loopback: records each post with its headers; answers 500 while `failing` is above 0. */
async function startCrm() {
  const posts: { headers: IncomingMessage['headers']; body: string }[] = [];
  let failing = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      posts.push({ headers: req.headers, body });
      res.statusCode = failing > 0 ? 500 : 200;
      if (failing > 0) failing -= 1;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/crm`,
    posts,
    fail(n: number) {
      failing = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApi;
let crm: Awaited<ReturnType<typeof startCrm>>;
let admin: string;
let address = 0;

beforeAll(async () => {
  crm = await startCrm();
  t = await startTestApi({
    leads: { email: AGENCY, webhook: { url: crm.url, secret: HOOK_SECRET } },
  });
  admin = await t.adminSignIn();
});
afterAll(async () => {
  await t.close();
  await crm.close();
});

// Each test's visitor comes from an address of its own, so the per-address limit is the limit test's alone.
function nextAddress(): string {
  address += 1;
  return `203.0.113.${address}`;
}

const ITEM = {
  name: 'Olena',
  email: 'olena@coffee.example',
  service: 'seo',
  message: 'Three coffee shops in Kyiv.',
  consent: true,
  homepage: '',
};

async function start(ip: string): Promise<string> {
  const result = await t.call({
    method: 'POST',
    payload: { controller: 'Leads', subaction: 'start', lang: 'en' },
    headers: { 'x-forwarded-for': ip },
  });
  expect(result.status).toBe(200);
  return result.body.data.started;
}

async function submit(item: Record<string, unknown>, ip: string, lang = 'en') {
  return t.call({
    method: 'POST',
    payload: { controller: 'Leads', subaction: 'submit', lang, item },
    headers: { 'x-forwarded-for': ip, 'user-agent': 'LeadTest/1.0 (X11)' },
  });
}

/** A person's submission: started, then sent five seconds later. */
async function personSubmits(item: Record<string, unknown>, ip = nextAddress(), lang = 'en') {
  const started = await start(ip);
  t.clock.now += 5000;
  return submit({ ...item, started }, ip, lang);
}

async function leadRow(name: string) {
  const { rows } = await t.api.db.query<Record<string, unknown>>(
    'select * from clients where name = $1',
    [name],
  );
  return rows;
}

const outboxCount = async () =>
  (await t.api.db.query<{ n: number }>(`select count(*)::int as n from outbox where kind = 'lead'`))
    .rows[0]?.n ?? 0;

describe('Leads/submit: stored first, then delivered', () => {
  it('a person’s request is one client with its lead and one message to the agency', async () => {
    const result = await personSubmits(
      {
        ...ITEM,
        name: 'Stored First',
        phone: '050 111 22 33',
        budget: '1k-5k',
        timeline: 'asap',
        page: '/es',
        referrer: 'https://www.google.com/',
        utm: { source: 'google', medium: 'cpc', campaign: 'autumn' },
      },
      '2001:db8:1:2::7',
      'es',
    );
    expect(result.body).toEqual({ data: { received: true } });
    const [row] = await leadRow('Stored First');
    expect(row).toMatchObject({
      email: 'olena@coffee.example',
      phone: '+380501112233',
      lead_status: 'new',
      lead_service: 'seo',
      lead_lang: 'es',
      lead_page: '/es',
      lead_referrer: 'https://www.google.com/',
      lead_utm: { source: 'google', medium: 'cpc', campaign: 'autumn' },
      lead_address: '2001:db8:1:2::7',
      lead_address_key: '2001:db8:1:2::/64',
      lead_user_agent: 'LeadTest/1.0 (X11)',
      lead_spam: false,
    });
    const mail = t.outbox.find(
      (message) => message.kind === 'lead' && message.text.includes('Stored First'),
    );
    expect(mail?.to).toBe(AGENCY);
    expect(mail?.text).toContain('seo');
    expect(mail?.text).toContain('+380501112233');
  });

  it('the lead and its outbox message are one transaction: a failing message leaves no lead', async () => {
    await t.api.db.query(
      `alter table outbox add constraint test_no_lead check (kind <> 'lead' or recipient <> '${AGENCY}') not valid`,
    );
    try {
      const before = await outboxCount();
      const result = await personSubmits({ ...ITEM, name: 'Message Fails' });
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(await leadRow('Message Fails')).toEqual([]);
      expect(await outboxCount()).toBe(before);
    } finally {
      await t.api.db.query('alter table outbox drop constraint test_no_lead');
    }
  });

  it('a failing lead row leaves no outbox message', async () => {
    await t.api.db.query(
      `alter table clients add constraint test_no_ppc check (lead_service is distinct from 'ppc')`,
    );
    try {
      const before = await outboxCount();
      const result = await personSubmits({ ...ITEM, name: 'Row Fails', service: 'ppc' });
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(await leadRow('Row Fails')).toEqual([]);
      expect(await outboxCount()).toBe(before);
    } finally {
      await t.api.db.query('alter table clients drop constraint test_no_ppc');
    }
  });

  it('bad input gets field errors and writes nothing: no contact, an impossible phone, a field over its limit', async () => {
    const none = await personSubmits({ ...ITEM, name: 'No Contact', email: '' });
    expect(none.status).toBe(400);
    expect(none.body.data.fields).toEqual([
      {
        field: 'item.email',
        code: 'required',
        message: 'Give an e-mail or a phone so that we can answer',
      },
    ]);
    const phone = await personSubmits({ ...ITEM, name: 'Bad Phone', phone: '123' });
    expect(phone.body.data.fields[0]).toMatchObject({ field: 'item.phone', code: 'format' });
    const long = await personSubmits({ ...ITEM, name: 'Long', message: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.data.fields[0]).toMatchObject({ field: 'item.message', code: 'maxLength' });
    const consent = await personSubmits({ ...ITEM, name: 'No Consent', consent: false });
    expect(consent.status).toBe(400);
    for (const name of ['No Contact', 'Bad Phone', 'No Consent'])
      expect(await leadRow(name)).toEqual([]);
  });
});

describe('spam: answered like a success, stored flagged, not delivered', () => {
  it('a filled honeypot', async () => {
    const before = await outboxCount();
    const result = await personSubmits({
      ...ITEM,
      name: 'Honeypot',
      homepage: 'http://spam.example',
    });
    expect(result.body).toEqual({ data: { received: true } });
    expect((await leadRow('Honeypot'))[0]?.lead_spam).toBe(true);
    expect(await outboxCount()).toBe(before);
    // Counted for the operator's /metrics (agency_leads_suspected_spam).
    expect((await t.api.metrics()).suspectedSpamLeads).toBe(1);
  });

  it('sent faster than a person fills the form, or with no start or a forged one', async () => {
    const ip = nextAddress();
    const started = await start(ip);
    t.clock.now += 1000;
    await submit({ ...ITEM, name: 'Too Fast', started }, ip);
    await submit({ ...ITEM, name: 'No Start' }, ip);
    await submit({ ...ITEM, name: 'Forged Start', started: `${t.clock.now - 60_000}.AAAA` }, ip);
    for (const name of ['Too Fast', 'No Start', 'Forged Start'])
      expect((await leadRow(name))[0]?.lead_spam, name).toBe(true);
  });

  it('the per-address limit counts an IPv6 /64 as one address: the sixth within the hour is spam', async () => {
    for (let i = 1; i <= 6; i += 1) {
      const result = await personSubmits({ ...ITEM, name: `Office ${i}` }, `2001:db8:ff:1::${i}`);
      expect(result.body).toEqual({ data: { received: true } });
    }
    const flags = [];
    for (let i = 1; i <= 6; i += 1) flags.push((await leadRow(`Office ${i}`))[0]?.lead_spam);
    expect(flags).toEqual([false, false, false, false, false, true]);
  });
});

describe('the CRM webhook: signed like the SMS hook, retried', () => {
  it('posts the lead as JSON with a timestamp and an HMAC-SHA256 of timestamp.body, again after a failure', async () => {
    crm.fail(1);
    const before = crm.posts.length;
    await personSubmits({ ...ITEM, name: 'Hooked <script>alert(1)</script>' });
    await t.api.runJobs();
    expect(crm.posts.length).toBe(before + 1);
    t.clock.now += 10 * 60_000;
    await t.api.runJobs();
    expect(crm.posts.length).toBe(before + 2);
    const post = crm.posts.at(-1);
    if (!post) throw new Error('no post');
    const timestamp = String(post.headers['x-agency-timestamp']);
    expect(Number(timestamp)).toBe(Math.floor(t.clock.now / 1000));
    const expected = createHmac('sha256', HOOK_SECRET)
      .update(`${timestamp}.${post.body}`)
      .digest('hex');
    expect(post.headers['x-agency-signature']).toBe(`sha256=${expected}`);
    const body = JSON.parse(post.body);
    expect(body).toMatchObject({
      name: 'Hooked <script>alert(1)</script>',
      email: 'olena@coffee.example',
      service: 'seo',
      lang: 'en',
    });
    expect(body).not.toHaveProperty('spam');
  });
});

describe('leads in the back office (Clients)', () => {
  async function clients(payload: Record<string, unknown>) {
    const result = await t.call({
      payload: { controller: 'Clients', subaction: 'list', lang: 'en', ...payload },
      token: admin,
    });
    expect(result.status).toBe(200);
    return result.body.data.items as {
      id: string;
      name: string;
      lead: Record<string, unknown> | null;
    }[];
  }
  async function update(id: string, item: Record<string, unknown>) {
    return t.call({
      method: 'PUT',
      payload: { controller: 'Clients', subaction: 'update', lang: 'en', id, item },
      token: admin,
    });
  }

  it('lists leads by status; suspected spam only when asked for', async () => {
    await personSubmits({ ...ITEM, name: 'Listed Lead' });
    const plain = await clients({ filter: 'Listed Lead' });
    expect(plain.map((item) => item.name)).toEqual(['Listed Lead']);
    expect(plain[0]?.lead).toMatchObject({ status: 'new', service: 'seo', spam: false });
    expect((await clients({ filter: 'Honeypot' })).map((item) => item.name)).toEqual([]);
    expect((await clients({ filter: 'Honeypot', spam: true })).map((item) => item.name)).toEqual([
      'Honeypot',
    ]);
    const won = await clients({ leadStatus: 'won', filter: 'Listed Lead' });
    expect(won).toEqual([]);
  });

  it('status moves new → contacted → won, never new → won; each change is audited', async () => {
    const [lead] = await clients({ filter: 'Listed Lead' });
    if (!lead) throw new Error('no lead');
    const skip = await update(lead.id, { leadStatus: 'won' });
    expect(skip.status).toBe(400);
    expect(skip.body.data.fields[0]).toMatchObject({ field: 'leadStatus', code: 'invalid' });
    const contacted = await update(lead.id, { leadStatus: 'contacted', notes: 'Called back' });
    expect(contacted.status).toBe(200);
    expect(contacted.body.data.item.lead.status).toBe('contacted');
    expect(contacted.body.data.item.notes).toBe('Called back');
    const { rows } = await t.api.db.query<{ action: string }>(
      `select action from audit_log where entity = 'clients' and entity_id = $1`,
      [lead.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['Clients/update']);
  });

  it('a released suspected spam is delivered to the agency', async () => {
    const [spam] = await clients({ filter: 'Honeypot', spam: true });
    if (!spam) throw new Error('no spam');
    const before = await outboxCount();
    const released = await update(spam.id, { spam: false });
    expect(released.status).toBe(200);
    expect(released.body.data.item.lead.spam).toBe(false);
    expect(await outboxCount()).toBe(before + 1);
  });

  it('an admin erases one lead on request', async () => {
    const [lead] = await clients({ filter: 'Listed Lead' });
    const erased = await t.call({
      method: 'DELETE',
      payload: { controller: 'Clients', subaction: 'delete', lang: 'en', id: lead?.id },
      token: admin,
    });
    expect(erased.status).toBe(200);
    expect(await leadRow('Listed Lead')).toEqual([]);
  });
});

describe('retention: spam after 30 days, lost leads after a year', () => {
  it('erases what is past its period and nothing else', async () => {
    await personSubmits({ ...ITEM, name: 'Kept Spam', homepage: 'bot' });
    await personSubmits({ ...ITEM, name: 'Kept Lead' });
    const now = t.clock.now;
    await eraseExpiredLeads(t.api.db, now + 29 * DAY);
    expect(await leadRow('Kept Spam')).toHaveLength(1);
    await eraseExpiredLeads(t.api.db, now + 31 * DAY);
    expect(await leadRow('Kept Spam')).toEqual([]);
    expect(await leadRow('Kept Lead')).toHaveLength(1);
  });
});

describe('delivery to the agency over SMTP (a real SMTP server on loopback)', () => {
  it('a submission reaches the agency’s mailbox once, the visitor’s text inert in the HTML part', async () => {
    const sink = await startSmtpSink();
    const mailed = await startTestApi({
      outbox: undefined,
      mail: { smtp: { url: sink.url, from: 'no-reply@agency.test' }, sms: null, webhookUrl: null },
      leads: { email: AGENCY, webhook: null },
    });
    try {
      const payload = { controller: 'Leads', lang: 'ua' };
      const start = await mailed.call({
        method: 'POST',
        payload: { ...payload, subaction: 'start' },
      });
      mailed.clock.now += 5000;
      const sent = await mailed.call({
        method: 'POST',
        payload: {
          ...payload,
          subaction: 'submit',
          item: {
            ...ITEM,
            name: '<img src=x onerror=alert(1)>',
            message: '=1+1\r\n@SUM(A1)',
            started: start.body.data.started,
          },
        },
      });
      expect(sent.body).toEqual({ data: { received: true } });
      await mailed.api.deliverMessages();
      const mails = sink.received.filter((mail) => mail.to.includes(AGENCY));
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toBe('Заявка с сайта');
      expect(mail?.text).toContain('<img src=x onerror=alert(1)>');
      expect(mail?.text).toContain('=1+1');
      expect(mail?.html).not.toContain('<img');
      expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    } finally {
      await mailed.close();
      await sink.close();
    }
  });
});
