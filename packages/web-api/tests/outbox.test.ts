import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createOutbox } from '../src/auth/outbox';
import { createWebApi, DEMO_CREDENTIALS } from '../src/index';
import { createHandlerCaller } from './support/handler-caller';

const message = {
  channel: 'sms' as const,
  to: '+10000000001',
  subject: 'Sign-in code',
  text: 'Your sign-in code: 123456.',
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

describe('outbox: codes and links printed in demo mode only, POSTed to OUTBOX_WEBHOOK_URL when set', () => {
  it('prints the message in demo mode and never otherwise', async () => {
    const printed: string[] = [];
    await createOutbox({ print: true, log: (line) => printed.push(line) })(message);
    expect(printed.join('\n')).toContain('123456');
    const quiet: string[] = [];
    const outbox = createOutbox({ print: false, log: (line) => quiet.push(line) });
    await outbox(message);
    await outbox(message);
    expect(quiet.join('\n')).not.toContain('123456');
  });

  it('without a webhook outside demo mode, says once at start that messages cannot be delivered', async () => {
    const lines: string[] = [];
    const outbox = createOutbox({ print: false, log: (line) => lines.push(line) });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('OUTBOX_WEBHOOK_URL is not set');
    expect(lines[0]).toContain('cannot be delivered');
    await outbox(message);
    await outbox(message);
    expect(lines).toHaveLength(1);
    const configured: string[] = [];
    createOutbox({
      print: false,
      log: (line) => configured.push(line),
      webhookUrl: 'http://127.0.0.1:9/hook',
    });
    expect(configured).toEqual([]);
  });

  it('POSTs the message as JSON to the webhook', async () => {
    const webhook = await startWebhook();
    try {
      const outbox = createOutbox({ print: false, log: () => {}, webhookUrl: webhook.url });
      await outbox(message);
      await outbox.idle();
      expect(webhook.received).toEqual([
        { method: 'POST', type: 'application/json', body: message },
      ]);
    } finally {
      webhook.close();
    }
  });

  it('a failing webhook is logged, never thrown at the caller', async () => {
    const lines: string[] = [];
    const outbox = createOutbox({
      print: false,
      log: (line) => lines.push(line),
      webhookUrl: 'http://127.0.0.1:9/hook',
    });
    await outbox(message);
    await outbox.idle();
    expect(lines.join('\n')).toContain('webhook failed');
  });

  it('a known address is answered while its webhook delivery is still pending (answer first, then deliver)', async () => {
    const webhook = await startWebhook();
    webhook.stall();
    const lines: string[] = [];
    const outbox = createOutbox({
      print: false,
      log: (line) => lines.push(line),
      webhookUrl: webhook.url,
    });
    const api = await createWebApi({
      inMemory: true,
      demo: true,
      jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
      log: () => {},
      outbox,
    });
    try {
      const call = createHandlerCaller(api.handle);
      const answer = await call('POST', {
        controller: 'Auth',
        subaction: 'recover',
        lang: 'en',
        email: DEMO_CREDENTIALS.customer.email,
      });
      expect(answer.status).toBe(200);
      // Waiting for the stalled webhook would have ended in its 5 s abort, logged before the answer.
      expect(lines.join('\n')).not.toContain('webhook failed');
      await webhook.first;
      expect(webhook.received).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({ to: DEMO_CREDENTIALS.customer.email }),
        }),
      ]);
      webhook.release();
      await outbox.idle();
      expect(lines.join('\n')).not.toContain('webhook');
    } finally {
      webhook.close();
      await api.close();
    }
  }, 30_000);

  it('a graceful stop waits for the deliveries of calls already answered', async () => {
    const webhook = await startWebhook();
    webhook.stall();
    const saved = process.env.OUTBOX_WEBHOOK_URL;
    process.env.OUTBOX_WEBHOOK_URL = webhook.url;
    try {
      const api = await createWebApi({
        inMemory: true,
        demo: true,
        jwtSecret: 'test-secret-of-at-least-thirty-two-characters',
        log: () => {},
      });
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
      if (saved === undefined) delete process.env.OUTBOX_WEBHOOK_URL;
      else process.env.OUTBOX_WEBHOOK_URL = saved;
      webhook.close();
    }
  }, 30_000);
});
