#!/usr/bin/env node
// An example receiver of the site's SMS hook (SMS_WEBHOOK_URL): it checks the HMAC signature and the
// age of each request, then sends the SMS through Twilio's Messages API. Any other provider: replace
// twilioSender with a function that takes { to, text, lang, kind } and throws on failure. A failure
// answers 502, and the site tries again later (exponential back-off, then "failed" on the admin overview).
//
//   SMS_WEBHOOK_SECRET=… TWILIO_ACCOUNT_SID=AC… TWILIO_AUTH_TOKEN=… TWILIO_FROM=+1… \
//     PORT=8025 node deploy/sms-receiver.mjs
//
// and on the site: SMS_WEBHOOK_URL=http://127.0.0.1:8025/sms with the same SMS_WEBHOOK_SECRET.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** How old a signed request may be, in seconds (a replayed request is refused after it). */
export const MAX_AGE_SECONDS = 300;

/** True when `signature` is `sha256=` + HMAC-SHA256 of `<timestamp>.<body>` under `secret`, and the timestamp is recent. */
export function verifySignature({ secret, timestamp, body, signature, nowSeconds }) {
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
  );
  const given = Buffer.from(typeof signature === 'string' ? signature : '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The HTTP server of the hook: 204 once `send` took the message, 401 on a bad signature, 502 when `send` failed. */
export function createSmsReceiver({ secret, send, now = () => Date.now(), log = console.error }) {
  return createServer((req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > 16_384) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signed = verifySignature({
        secret,
        timestamp: req.headers['x-agency-timestamp'],
        body,
        signature: req.headers['x-agency-signature'],
        nowSeconds: Math.floor(now() / 1000),
      });
      if (!signed) {
        res.writeHead(401).end('bad signature');
        return;
      }
      let message;
      try {
        message = JSON.parse(body);
      } catch {
        res.writeHead(400).end('not JSON');
        return;
      }
      try {
        await send(message);
        res.writeHead(204).end();
      } catch (error) {
        // The text holds a code: only the kind and the error are logged.
        log(`sms-receiver: ${message.kind} not sent: ${error.message}`);
        res.writeHead(502).end();
      }
    });
  });
}

/** Sends an SMS with Twilio's Messages API (apiUrl is for tests). */
export function twilioSender({ accountSid, authToken, from, apiUrl = 'https://api.twilio.com' }) {
  return async (message) => {
    const answer = await fetch(`${apiUrl}/2010-04-01/Accounts/${accountSid}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: message.to, From: from, Body: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    await answer.body?.cancel();
    if (!answer.ok) throw new Error(`the provider answered ${answer.status}`);
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  for (const name of [
    'SMS_WEBHOOK_SECRET',
    'TWILIO_ACCOUNT_SID',
    'TWILIO_AUTH_TOKEN',
    'TWILIO_FROM',
  ]) {
    if (!env[name]) {
      console.error(`sms-receiver: ${name} is not set`);
      process.exit(1);
    }
  }
  const server = createSmsReceiver({
    secret: env.SMS_WEBHOOK_SECRET,
    send: twilioSender({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
    }),
  });
  const port = Number(env.PORT ?? 8025);
  server.listen(port, env.HOST ?? '127.0.0.1', () =>
    console.log(`sms-receiver: listening on ${env.HOST ?? '127.0.0.1'}:${port}`),
  );
}
