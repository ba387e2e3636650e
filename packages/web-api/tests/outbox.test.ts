import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { enqueueMessage, type OutboxMessage } from '../src/auth/outbox';
import {
  claimDueMessages,
  createOutboxWorker,
  DEFAULT_RETRY,
  PermanentDeliveryError,
  retryDelayMs,
} from '../src/auth/outbox-worker';
import { createWebApi, DEMO_CREDENTIALS, type WebApi } from '../src/index';
import { createMessageTransports } from '../src/mail/message-transports';
import { freshDatabase } from './support/fresh-database';
import { createHandlerCaller } from './support/handler-caller';
import { startSmtpSink } from './support/smtp-sink';

const SECRET = 'test-secret-of-at-least-thirty-two-characters';
const NO_MAIL = { smtp: null, sms: null, webhookUrl: null };

const message: OutboxMessage = {
  channel: 'sms',
  to: '+10000000001',
  lang: 'en',
  kind: 'sign-in-code',
  subject: 'Sign-in code',
  text: 'Your sign-in code: 123456.',
  html: '<p>Your sign-in code: <strong>123456</strong>.</p>',
};

/** A webhook on loopback that records each request and answers only when the test lets it. */
async function startWebhook() {
  const received: { method?: string; type?: string; body: unknown }[] = [];
  const held: ServerResponse[] = [];
  let arrived: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let hold = false;
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({
        method: req.method,
        type: req.headers['content-type'],
        body: JSON.parse(body),
      });
      arrived();
      if (hold) held.push(res);
      else res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    first,
    stall() {
      hold = true;
    },
    release() {
      for (const res of held.splice(0)) res.end('ok');
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

async function startApi(options: Parameters<typeof createWebApi>[0]): Promise<WebApi> {
  return createWebApi({
    ...(await freshDatabase('demo')),
    demo: true,
    jwtSecret: SECRET,
    log: () => {},
    ...options,
  });
}

async function statusOf(api: WebApi) {
  const { rows } = await api.db.query<{
    status: string;
    attempts: number;
    content: unknown;
    last_error: string | null;
  }>('select status, attempts, content, last_error from outbox order by id');
  return rows;
}

describe('outbox routing: printed in the demo only, OUTBOX_WEBHOOK_URL still served', () => {
  it('prints a message of a channel without transport in the demo, and never otherwise', async () => {
    const printed: string[] = [];
    const demo = createMessageTransports(NO_MAIL, {
      demo: true,
      log: (line) => printed.push(line),
      now: Date.now,
    });
    await demo.send(message);
    expect(printed.at(-1)).toMatch(/^\[outbox\] sms to \+10000000001: Sign-in code\n.*123456/);
    const quiet: string[] = [];
    const production = createMessageTransports(NO_MAIL, {
      demo: false,
      log: (line) => quiet.push(line),
      now: Date.now,
    });
    await expect(production.send(message)).rejects.toBeInstanceOf(PermanentDeliveryError);
    expect(quiet.join('\n')).not.toContain('123456');
  });

  it('without any transport outside the demo, says once at start that messages cannot be delivered', () => {
    const lines: string[] = [];
    createMessageTransports(NO_MAIL, {
      demo: false,
      log: (line) => lines.push(line),
      now: Date.now,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('SMTP_URL');
    expect(lines[0]).toContain('SMS_WEBHOOK_URL');
    expect(lines[0]).toContain('cannot be delivered');
    const configured: string[] = [];
    createMessageTransports(
      { ...NO_MAIL, webhookUrl: 'http://127.0.0.1:9/hook' },
      { demo: false, log: (line) => configured.push(line), now: Date.now },
    );
    expect(configured).toEqual([]);
  });

  it('POSTs the message as JSON to OUTBOX_WEBHOOK_URL, for a channel without a transport of its own', async () => {
    const webhook = await startWebhook();
    try {
      const transports = createMessageTransports(
        { ...NO_MAIL, webhookUrl: webhook.url },
        { demo: true, log: () => {}, now: Date.now },
      );
      await transports.send(message);
      expect(webhook.received).toEqual([
        {
          method: 'POST',
          type: 'application/json',
          body: {
            channel: 'sms',
            to: message.to,
            subject: message.subject,
            text: message.text,
            lang: 'en',
            kind: 'sign-in-code',
          },
        },
      ]);
    } finally {
      webhook.close();
    }
  });
});

describe('the outbox worker: sent after the answer, retried with back-off, given up after the cap', () => {
  it('the back-off doubles from the first delay up to the cap', () => {
    const policy = { attempts: 8, firstDelayMs: 1000, maxDelayMs: 5000 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(policy, attempt))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
    // Every try of the default policy happens while a sign-in code still lives (10 minutes).
    let waited = 0;
    for (let attempt = 1; attempt < DEFAULT_RETRY.attempts; attempt += 1)
      waited += retryDelayMs(DEFAULT_RETRY, attempt);
    expect(waited).toBeLessThan(10 * 60_000);
  });

  it('a known address is answered while its delivery is still pending, exactly as an unknown one', async () => {
    const webhook = await startWebhook();
    webhook.stall();
    const api = await startApi({ mail: { ...NO_MAIL, webhookUrl: webhook.url } });
    try {
      const call = createHandlerCaller(api.handle);
      const known = await call('POST', {
        controller: 'Auth',
        subaction: 'recover',
        lang: 'en',
        email: DEMO_CREDENTIALS.customer.email,
      });
      const unknown = await call('POST', {
        controller: 'Auth',
        subaction: 'recover',
        lang: 'en',
        email: 'nobody@agency.test',
      });
      expect(known).toEqual(unknown);
      expect(known.status).toBe(200);
      await webhook.first;
      expect(webhook.received).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({ to: DEMO_CREDENTIALS.customer.email }),
        }),
      ]);
      webhook.release();
      await api.deliverMessages();
    } finally {
      webhook.close();
      await api.close();
    }
  });

  it('a graceful stop waits for the deliveries of calls already answered', async () => {
    const webhook = await startWebhook();
    webhook.stall();
    const api = await startApi({ mail: { ...NO_MAIL, webhookUrl: webhook.url } });
    try {
      const call = createHandlerCaller(api.handle);
      const answer = await call('POST', {
        controller: 'Auth',
        subaction: 'recover',
        lang: 'en',
        email: DEMO_CREDENTIALS.customer.email,
      });
      expect(answer.status).toBe(200);
      let closed = false;
      const closing = api.close().then(() => {
        closed = true;
      });
      await webhook.first;
      await new Promise((resolve) => setImmediate(resolve));
      expect(closed).toBe(false);
      webhook.release();
      await closing;
      expect(closed).toBe(true);
    } finally {
      webhook.close();
    }
  });

  it('a message whose transaction rolls back is never sent (it leaves with its code or not at all)', async () => {
    const sent: OutboxMessage[] = [];
    const api = await startApi({
      outbox: async (each) => {
        sent.push(each);
      },
    });
    try {
      await expect(
        api.db.transaction(async (tx) => {
          await enqueueMessage(
            tx,
            {
              channel: 'sms',
              to: '+15550009999',
              lang: 'en',
              content: { kind: 'sign-in-code', code: '111111' },
            },
            Date.now(),
          );
          throw new Error('the code could not be stored');
        }),
      ).rejects.toThrow('could not be stored');
      await api.deliverMessages();
      expect(sent).toEqual([]);
      expect(await statusOf(api)).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('an SMTP server that refuses, then accepts: the message arrives once, after the back-off', async () => {
    const sink = await startSmtpSink();
    const clock = { now: Date.parse('2026-11-22T10:00:00.000Z') };
    const lines: string[] = [];
    const api = await startApi({
      now: () => clock.now,
      log: (line) => lines.push(line),
      mail: { smtp: { url: sink.url, from: 'no-reply@agency.test' }, sms: null, webhookUrl: null },
    });
    try {
      sink.refuseNext(1);
      const call = createHandlerCaller(api.handle);
      const answer = await call('POST', {
        controller: 'Auth',
        subaction: 'recover',
        lang: 'ru',
        email: DEMO_CREDENTIALS.customer.email,
      });
      expect(answer.status).toBe(200);
      await api.deliverMessages();
      expect(sink.refused()).toBe(1);
      expect(sink.received).toEqual([]);
      expect(await statusOf(api)).toEqual([
        expect.objectContaining({ status: 'pending', attempts: 1 }),
      ]);
      // Not yet due: nothing is tried before the first delay has passed.
      clock.now += DEFAULT_RETRY.firstDelayMs - 1000;
      await api.deliverMessages();
      expect(sink.refused() + sink.received.length).toBe(1);
      clock.now += 1000;
      await api.deliverMessages();
      await api.deliverMessages();
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.to).toEqual([DEMO_CREDENTIALS.customer.email]);
      expect(sink.received[0]?.text).toMatch(/\b\d{6}\b/);
      expect(await statusOf(api)).toEqual([
        { status: 'sent', attempts: 2, content: null, last_error: null },
      ]);
      const code = /\b(\d{6})\b/.exec(sink.received[0]?.text ?? '')?.[1] as string;
      expect(lines.join('\n')).toContain('try 1 of 6 failed');
      expect(lines.join('\n')).not.toContain(code);
    } finally {
      await api.close();
      await sink.close();
    }
  });

  it('a transport that keeps failing: given up after the last try, logged without the code, and kept as failed', async () => {
    const clock = { now: Date.parse('2026-11-22T10:00:00.000Z') };
    const lines: string[] = [];
    let tries = 0;
    const api = await startApi({
      now: () => clock.now,
      log: (line) => lines.push(line),
      retry: { attempts: 3, firstDelayMs: 1000, maxDelayMs: 60_000 },
      outbox: async () => {
        tries += 1;
        throw new Error('connection refused');
      },
    });
    try {
      const call = createHandlerCaller(api.handle);
      await call('POST', {
        controller: 'Auth',
        subaction: 'phoneSignIn',
        lang: 'en',
        phone: '+10000000001',
      });
      for (const wait of [0, 1000, 2000, 4000]) {
        clock.now += wait;
        await api.deliverMessages();
      }
      expect(tries).toBe(3);
      expect(await statusOf(api)).toEqual([
        { status: 'failed', attempts: 3, content: null, last_error: 'connection refused' },
      ]);
      expect(lines.filter((line) => line.includes('given up'))).toHaveLength(1);
      expect(lines.join('\n')).not.toMatch(/\b\d{6}\b/);
    } finally {
      await api.close();
    }
  });

  it('three workers on one database (the api’s own and two more) send each message once', async () => {
    const sent: string[] = [];
    const api = await startApi({
      outbox: async (each) => {
        sent.push(each.to);
      },
    });
    try {
      for (let index = 0; index < 30; index += 1) {
        await enqueueMessage(
          api.db,
          {
            channel: 'email',
            to: `p${index}@agency.test`,
            lang: 'en',
            content: { kind: 'password-changed' },
          },
          Date.now(),
        );
      }
      const worker = () =>
        createOutboxWorker({
          db: api.db,
          now: Date.now,
          log: () => {},
          batch: 3,
          send: async (each) => {
            sent.push(each.to);
            await new Promise((resolve) => setImmediate(resolve));
          },
        });
      const [one, two] = [worker(), worker()];
      await Promise.all([one.drain(), two.drain(), api.deliverMessages()]);
      await Promise.all([one.stop(), two.stop()]);
      expect([...sent].sort()).toEqual(
        Array.from({ length: 30 }, (_, index) => `p${index}@agency.test`).sort(),
      );
    } finally {
      await api.close();
    }
  });
});

// PGlite has one connection: a second claim would wait for the first transaction. PostgreSQL only.
describe.runIf(process.env.WEB_API_TEST_POSTGRES === '1')('claims on PostgreSQL', () => {
  it('a claim passes over the rows another open claim holds (FOR UPDATE SKIP LOCKED), never waiting for them', async () => {
    const api = await startApi({
      // The api's own worker never takes a message here: the rows are due in the past of its clock.
      now: () => Date.parse('2000-01-01T00:00:00.000Z'),
    });
    const due = Date.parse('2026-11-22T10:00:00.000Z');
    try {
      for (let index = 0; index < 6; index += 1) {
        await enqueueMessage(
          api.db,
          {
            channel: 'email',
            to: `c${index}@agency.test`,
            lang: 'en',
            content: { kind: 'password-changed' },
          },
          due,
        );
      }
      const [first, second] = await api.db.transaction(async (tx) => {
        const held = await claimDueMessages(tx, due, 60_000, 3);
        // Another connection of the pool, while the first claim's transaction is still open.
        const other = await api.db.transaction(async (tx2) => {
          await tx2.query("set local lock_timeout = '5s'");
          return claimDueMessages(tx2, due, 60_000, 3);
        });
        return [held, other];
      });
      expect(first.map((row) => row.recipient)).toEqual([
        'c0@agency.test',
        'c1@agency.test',
        'c2@agency.test',
      ]);
      expect(second.map((row) => row.recipient)).toEqual([
        'c3@agency.test',
        'c4@agency.test',
        'c5@agency.test',
      ]);
    } finally {
      await api.close();
    }
  });
});
