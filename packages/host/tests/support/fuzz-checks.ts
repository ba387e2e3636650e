import { expect } from 'vitest';
import { REFLECTED_MARKER } from './fuzz-inputs';
import { PUBLIC_URL } from './site';

const PUBLIC_ORIGIN = new URL(PUBLIC_URL).origin;

/** An answer as the fuzz properties read it, from the socket (RawResponse) or the decider (Decided). */
export interface FuzzedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The redirect stays on our origin: a path (not `//` or `/\`), or an absolute URL of the public origin. */
export function staysOnOrigin(location: string): boolean {
  if (location.startsWith('/')) return !location.startsWith('//') && !location.startsWith('/\\');
  try {
    return new URL(location).origin === PUBLIC_ORIGIN;
  } catch {
    return false;
  }
}

/** The fuzz properties of every answer: no 5xx (a status class, not a time), no Location leaving the origin, no input reflected unescaped. */
export function expectSafe(answer: FuzzedAnswer, target: string): void {
  const where = `${target.slice(0, 120)}${target.length > 120 ? '…' : ''}`;
  expect(answer.status, where).toBeLessThan(500);
  const location = answer.headers.location;
  if (location !== undefined)
    expect(staysOnOrigin(String(location)), `${where} -> ${location}`).toBe(true);
  expect(answer.body).not.toMatch(REFLECTED_MARKER);
}

/** Links come from PUBLIC_URL, never from Host or X-Forwarded-Host. */
export function expectLinksFromConfig(answer: FuzzedAnswer): void {
  for (const [, href] of answer.body.matchAll(/<link rel="canonical" href="([^"]*)"/g)) {
    expect(href?.startsWith(PUBLIC_ORIGIN)).toBe(true);
  }
  expect(answer.body).not.toContain('evil.example');
}
