import { createHmac, timingSafeEqual } from 'node:crypto';

// The start of a form fill as `<ms>.<hmac>`: the server learns it after the page is served (the
// landing's HTML is cached), and a client cannot write an earlier one without the key.
function mac(secret: Uint8Array, ms: string): Buffer {
  return createHmac('sha256', secret).update(`lead-start:${ms}`).digest();
}

/** The token of a form fill begun at `nowMs`, given back to Leads/submit as `started`. */
export function signLeadStart(secret: Uint8Array, nowMs: number): string {
  const ms = String(Math.trunc(nowMs));
  return `${ms}.${mac(secret, ms).toString('base64url')}`;
}

/** When the fill of a token began, or null when the token is missing, malformed or not ours. */
export function verifyLeadStart(secret: Uint8Array, token: string | undefined): number | null {
  if (token === undefined) return null;
  const dot = token.indexOf('.');
  const ms = token.slice(0, dot);
  if (dot < 1 || ms.length > 15 || !/^\d+$/.test(ms)) return null;
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = mac(secret, ms);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(ms);
}
