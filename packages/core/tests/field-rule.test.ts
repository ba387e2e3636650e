import { describe, expect, it } from 'vitest';
import { checkRules, day, maxLength, numberBetween, required } from '../src/field-rule';

describe('field rules of the account forms (the same combinators as the back office)', () => {
  it('numberBetween: a number in the person’s notation within the range; whole when asked; empty passes', () => {
    const rating = numberBetween(1, 5, { integer: true });
    expect(rating('')).toBeNull();
    expect(rating('4')).toBeNull();
    expect(rating('4.5')).toEqual({ code: 'format', format: 'number' });
    expect(rating('6')).toEqual({ code: 'range', min: 1, max: 5 });
    const latitude = numberBetween(-90, 90);
    expect(latitude('50,45')).toBeNull();
    expect(latitude('north')).toEqual({ code: 'format', format: 'number' });
    expect(latitude('91')).toEqual({ code: 'range', min: -90, max: 90 });
  });

  it('day: a calendar day that exists; empty passes', () => {
    expect(day('')).toBeNull();
    expect(day('2026-02-28')).toBeNull();
    expect(day('2026-02-30')).toEqual({ code: 'format', format: 'date' });
  });

  it('a required field with a limit answers required first, then the limit', () => {
    expect(checkRules('  ', [required, maxLength(3)])).toEqual({ code: 'required' });
    expect(checkRules('abcd', [required, maxLength(3)])).toEqual({ code: 'tooLong', max: 3 });
  });
});
