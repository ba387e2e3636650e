import { describe, expect, it } from 'vitest';
import {
  checkLeadRetention,
  DEFAULT_LEAD_RETENTION,
  LEAD_RETENTION_MAX_DAYS,
  leadErasable,
} from '../src/entries/forms';

const DAY = 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 10, 26, 12);

describe('leadErasable: spam after its days from when it came, a lost lead after its days from when it was lost', () => {
  const lead = {
    spam: false,
    status: 'new' as const,
    submittedAtMs: NOW - 400 * DAY,
    statusAtMs: NOW - 400 * DAY,
  };

  it('by default keeps spam 30 days and lost leads 365', () => {
    expect(DEFAULT_LEAD_RETENTION).toEqual({ spamDays: 30, lostDays: 365 });
    expect(leadErasable(lead, NOW)).toBe(false);
    expect(leadErasable({ ...lead, status: 'lost', statusAtMs: NOW - 364 * DAY }, NOW)).toBe(false);
    expect(leadErasable({ ...lead, status: 'lost', statusAtMs: NOW - 365 * DAY }, NOW)).toBe(true);
    expect(leadErasable({ ...lead, spam: true, submittedAtMs: NOW - 29 * DAY }, NOW)).toBe(false);
    expect(leadErasable({ ...lead, spam: true, submittedAtMs: NOW - 30 * DAY }, NOW)).toBe(true);
  });

  it('follows the periods the back office set', () => {
    const retention = { spamDays: 7, lostDays: 90 };
    const spam = { ...lead, spam: true, submittedAtMs: NOW - 7 * DAY };
    expect(leadErasable(spam, NOW, retention)).toBe(true);
    expect(leadErasable({ ...spam, submittedAtMs: NOW - 6 * DAY }, NOW, retention)).toBe(false);
    const lost = { ...lead, status: 'lost' as const, statusAtMs: NOW - 90 * DAY };
    expect(leadErasable(lost, NOW, retention)).toBe(true);
    expect(leadErasable({ ...lost, statusAtMs: NOW - 89 * DAY }, NOW, retention)).toBe(false);
    // A won lead is a client: never erased by retention, however old.
    expect(leadErasable({ ...lost, status: 'won' }, NOW, { spamDays: 1, lostDays: 1 })).toBe(false);
  });
});

describe('checkLeadRetention: whole days from 1 to 3650', () => {
  it('takes the bounds and refuses what is outside them, fractional or not a number', () => {
    expect(checkLeadRetention({ spamDays: '1', lostDays: '3650' })).toEqual({});
    expect(checkLeadRetention({ spamDays: '0', lostDays: '3651' })).toEqual({
      spamDays: { code: 'range', min: 1, max: LEAD_RETENTION_MAX_DAYS },
      lostDays: { code: 'range', min: 1, max: LEAD_RETENTION_MAX_DAYS },
    });
    expect(checkLeadRetention({ spamDays: '2.5', lostDays: 'a year' })).toEqual({
      spamDays: { code: 'format', format: 'number' },
      lostDays: { code: 'format', format: 'number' },
    });
    expect(checkLeadRetention({ spamDays: '', lostDays: ' 30 ' })).toEqual({
      spamDays: { code: 'required' },
    });
  });
});
