import { SMTPServer } from 'smtp-server';

/** A mail as the sink received it: envelope, decoded subject and the decoded text and HTML parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** A real SMTP server on loopback that keeps what it accepts; it refuses the next `n` messages on demand. */
export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** The next `n` messages are refused with 451 (a temporary failure). */
  refuseNext(n: number): void;
  /** How many messages were refused so far. */
  refused(): number;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  return body;
}

// RFC 2047 encoded words: =?UTF-8?B?…?= and =?UTF-8?Q?…?=.
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi, (_all, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

/** Reads the subject and the text and HTML parts of a raw message (what nodemailer writes: one part or multipart/alternative). */
export function readMail(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
  const { headers, body } = splitEntity(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitEntity(chunk.replace(/^\r\n/, ''));
      parts.push({
        type: part.headers['content-type'] ?? '',
        content: decodeBody(
          part.body.replace(/\r\n$/, ''),
          part.headers['content-transfer-encoding'],
        ),
      });
    }
  } else {
    parts.push({
      type: headers['content-type'] ?? '',
      content: decodeBody(body, headers['content-transfer-encoding']),
    });
  }
  const of = (type: string) => parts.find((part) => part.type.startsWith(type))?.content ?? '';
  return {
    subject: headers.subject ?? '',
    headers,
    text: of('text/plain').replace(/\r\n/g, '\n'),
    html: of('text/html').replace(/\r\n/g, '\n'),
  };
}

/**
 * Starts the sink (plain SMTP without STARTTLS on 127.0.0.1 unless told otherwise; `secure`: TLS
 * from the first byte with smtp-server's own self-signed certificate). Any sender and recipient is accepted.
 */
export async function startSmtpSink(
  options: { host?: string; secure?: boolean } = {},
): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  const received: ReceivedMail[] = [];
  let refuse = 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    secure: options.secure ?? false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          refusedCount += 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...readMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `${options.secure ? 'smtps' : 'smtp'}://${host}:${port}`,
    received,
    refuseNext(n) {
      refuse = n;
    },
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
