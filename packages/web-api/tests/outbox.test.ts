import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createOutbox } from '../src/auth/outbox';

const message = {
  channel: 'sms' as const,
  to: '+10000000001',
  subject: 'Sign-in code',
  text: 'Your sign-in code: 123456.',
};

describe('outbox: codes and links printed in development, POSTed to OUTBOX_WEBHOOK_URL when set', () => {
  it('prints the message in development and not in production', async () => {
    const printed: string[] = [];
    await createOutbox({ print: true, log: (line) => printed.push(line) })(message);
    expect(printed.join('\n')).toContain('123456');
    const quiet: string[] = [];
    await createOutbox({ print: false, log: (line) => quiet.push(line) })(message);
    expect(quiet).toEqual([]);
  });

  it('POSTs the message as JSON to the webhook', async () => {
    const received: unknown[] = [];
    const server = createServer((req, res) => {
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
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      await createOutbox({
        print: false,
        log: () => {},
        webhookUrl: `http://127.0.0.1:${port}/hook`,
      })(message);
      expect(received).toEqual([{ method: 'POST', type: 'application/json', body: message }]);
    } finally {
      server.close();
    }
  });

  it('a failing webhook is logged, never thrown at the caller', async () => {
    const lines: string[] = [];
    await createOutbox({
      print: false,
      log: (line) => lines.push(line),
      webhookUrl: 'http://127.0.0.1:9/hook',
    })(message);
    expect(lines.join('\n')).toContain('webhook failed');
  });
});
