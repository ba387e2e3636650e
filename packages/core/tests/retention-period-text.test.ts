import { describe, expect, it } from 'vitest';
import { retentionPeriodText } from '../src/retention-period-text';

// Issue 28: the privacy policy names the retention periods the back office set, in each language.
describe('retentionPeriodText', () => {
  it.each([
    [1, 'ru', '1 день'],
    [3, 'ru', '3 дня'],
    [30, 'ru', '30 дней'],
    [21, 'ru', '21 день'],
    [365, 'ru', '365 дней'],
    [1, 'ua', '1 день'],
    [22, 'ua', '22 дні'],
    [30, 'ua', '30 днів'],
    [1, 'en', '1 day'],
    [45, 'en', '45 days'],
    [1, 'es', '1 día'],
    [3650, 'es', '3650 días'],
  ] as const)('%i days in %s: %s', (days, lang, text) => {
    expect(retentionPeriodText(days, lang)).toBe(text);
  });
});
