import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_CREDENTIALS } from '@agency/web-api/demo-credentials';
import { DIST_DIR } from '../../src/server/dist-dir';

/** Where every site an e2e run starts writes its stdout and stderr (setup empties it, teardown reads it). */
export const SITE_LOG = join(DIST_DIR, 'e2e-sites.log');

/** Empties the e2e run's site log. */
export function resetSiteLog(): void {
  writeFileSync(SITE_LOG, '');
}

/** Appends output of a site to the e2e run's log. */
export function appendSiteLog(chunk: Buffer | string): void {
  appendFileSync(SITE_LOG, chunk);
}

// The demo's outbox prints each message (code or link) on purpose: that line is the delivery itself.
const DELIVERY = /"msg":"\[outbox\] (?:sms|email) to |^\[outbox\] (?:sms|email) to /;
const JWT = /eyJ[\w-]{4,}\.eyJ[\w-]{4,}\.[\w-]{10,}/;
const CODE = /\b\d{6}\b/g;
const LINK_TOKEN = /[?&]token=([\w.-]{16,})/g;

/**
 * The log lines that give away a secret: a demo password, a jwt, a cookie header, or a code or link
 * token that the outbox delivered, anywhere but in the delivery line itself.
 */
export function leakingLines(log: string): string[] {
  const lines = log.split('\n');
  const delivered = new Set<string>();
  for (const line of lines.filter((text) => DELIVERY.test(text))) {
    for (const [code] of line.matchAll(CODE)) delivered.add(code);
    for (const [, token] of line.matchAll(LINK_TOKEN)) if (token) delivered.add(token);
  }
  const passwords = [DEMO_CREDENTIALS.customer.password, DEMO_CREDENTIALS.admin.password];
  return lines.filter(
    (line) =>
      !DELIVERY.test(line) &&
      (passwords.some((password) => line.includes(password)) ||
        JWT.test(line) ||
        /cookie"?\s*[:=]\s*"?[\w-]*token=/i.test(line) ||
        [...delivered].some((secret) => line.includes(secret))),
  );
}

/** The e2e run's site log as written (empty when no run wrote it). */
export function readSiteLog(): string {
  try {
    return readFileSync(SITE_LOG, 'utf8');
  } catch {
    return '';
  }
}
