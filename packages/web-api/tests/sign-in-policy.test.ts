import { describe, expect, it } from 'vitest';
import { windowWait } from '../src/auth/rate-limit';
import { accountWait, pairWait } from '../src/auth/sign-in-policy';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const S = 1000;
const H = 3600 * S;
/** `count` failures, the last `lastAgoMs` before now, one second apart before that. */
const failures = (count: number, lastAgoMs = 0) =>
  Array.from({ length: count }, (_, i) => NOW - lastAgoMs - (count - 1 - i) * S);

describe('pairWait: one account from one address', () => {
  it.each([
    // failures, ms since the last, seconds to wait
    [0, 0, 0],
    [4, 0, 0],
    [5, 0, 15],
    [5, 10 * S, 5],
    [5, 15 * S, 0],
    [6, 0, 30],
    [7, 0, 60],
    [12, 0, 1920],
    [13, 0, 3600],
    [40, 0, 3600],
    [40, 3600 * S, 0],
  ])('%i failures, last %i ms ago: waits %i s', (count, ago, wait) => {
    expect(pairWait(failures(count, ago), NOW)).toBe(wait);
  });

  it('forgets failures older than a day', () => {
    expect(pairWait(failures(10, 25 * H), NOW)).toBe(0);
  });
});

describe('accountWait: one account from every address (slows, never locks)', () => {
  it.each([
    [49, 0, 0],
    [50, 0, 2],
    [50, 1 * S, 1],
    [50, 2 * S, 0],
    [500, 0, 2],
    [500, 16 * 60 * S, 0],
  ])('%i failures, last %i ms ago: waits %i s', (count, ago, wait) => {
    expect(accountWait(failures(count, ago), NOW)).toBe(wait);
  });
});

describe('windowWait: a fixed window', () => {
  const rule = { max: 3, windowSeconds: 60 };
  it.each([
    [[], 0],
    [[NOW - 10 * S, NOW - 5 * S], 0],
    [[NOW - 50 * S, NOW - 10 * S, NOW - 5 * S], 10],
    [[NOW - 70 * S, NOW - 50 * S, NOW - 10 * S, NOW - 5 * S], 10],
    [[NOW - 59 * S, NOW - 58 * S, NOW - 57 * S, NOW - 56 * S], 2],
  ])('events %j: waits %i s', (times, wait) => {
    expect(windowWait(rule, times, NOW)).toBe(wait);
  });
});
