import { describe, expect, it } from 'vitest';
import { isRecord } from '../src/is-record';

describe('isRecord: JSON from outside is read field by field only from a plain object', () => {
  it('an object is one; null, an array, a string or a number is not', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord({})).toBe(true);
    for (const value of [null, undefined, [], [{ a: 1 }], 'a', 1, true])
      expect(isRecord(value)).toBe(false);
  });
});
