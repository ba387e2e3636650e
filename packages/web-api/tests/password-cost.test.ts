import { describe, expect, it } from 'vitest';
import { scryptParams } from '../src/auth/password';

describe('password hashing cost', () => {
  it('is scrypt N=2^17, r=8, p=1 outside vitest, whatever AGENCY_TEST_SCRYPT_LOG2N says', () => {
    expect(scryptParams({})).toEqual({ N: 2 ** 17, r: 8, p: 1, keylen: 64 });
    expect(scryptParams({ AGENCY_TEST_SCRYPT_LOG2N: '10', NODE_ENV: 'test' }).N).toBe(2 ** 17);
  });

  it('may be lowered only inside a vitest worker, never below 2^10 and never raised past 2^17', () => {
    expect(scryptParams({ VITEST: 'true', AGENCY_TEST_SCRYPT_LOG2N: '12' }).N).toBe(2 ** 12);
    expect(scryptParams({ VITEST: 'true', AGENCY_TEST_SCRYPT_LOG2N: '4' }).N).toBe(2 ** 17);
    expect(scryptParams({ VITEST: 'true', AGENCY_TEST_SCRYPT_LOG2N: '20' }).N).toBe(2 ** 17);
    expect(scryptParams({ VITEST: 'true', AGENCY_TEST_SCRYPT_LOG2N: 'x' }).N).toBe(2 ** 17);
    expect(scryptParams({ VITEST: 'true' }).N).toBe(2 ** 17);
  });
});
