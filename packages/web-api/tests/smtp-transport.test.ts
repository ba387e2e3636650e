import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../src/auth/outbox';
import { createSmtpTransport } from '../src/mail/smtp-transport';
import { startSmtpSink } from './support/smtp-sink';

const message: OutboxMessage = {
  channel: 'email',
  to: 'person@agency.test',
  lang: 'en',
  kind: 'recovery-code',
  subject: 'Password recovery code',
  text: 'Your password recovery code: 123456.',
  html: '<p>Your password recovery code: <strong>123456</strong>.</p>',
};

describe('the SMTP transport never sends a code in clear over the network', () => {
  it('smtp:// to a server off loopback that offers no STARTTLS is refused; nothing is sent', async () => {
    // 127.0.0.2 stands for a host on the network: only localhost, 127.0.0.1 and ::1 count as a local relay.
    const sink = await startSmtpSink({ host: '127.0.0.2' });
    const transport = createSmtpTransport({ url: sink.url, from: 'no-reply@agency.test' });
    try {
      await expect(transport.send(message)).rejects.toThrow(/STARTTLS/i);
      expect(sink.received).toEqual([]);
    } finally {
      transport.close();
      await sink.close();
    }
  });

  it('smtp:// to a relay on 127.0.0.1 may be plain; smtps:// speaks TLS from the first byte', async () => {
    const local = await startSmtpSink();
    const plain = createSmtpTransport({ url: local.url, from: 'no-reply@agency.test' });
    // The sink's certificate is smtp-server's self-signed one: this test trusts it through the URL.
    const secure = await startSmtpSink({ secure: true });
    const tls = createSmtpTransport({
      url: `${secure.url}?tls.rejectUnauthorized=false`,
      from: 'no-reply@agency.test',
    });
    try {
      await plain.send(message);
      await tls.send(message);
      expect(local.received.map((mail) => mail.subject)).toEqual(['Password recovery code']);
      expect(secure.received.map((mail) => mail.text)).toEqual([message.text]);
    } finally {
      plain.close();
      tls.close();
      await local.close();
      await secure.close();
    }
  });
});
