import { describe, expect, it } from 'vitest';
import { poolMaxSetting } from '../src/db/pool-max-setting';

describe('PG_POOL_MAX', () => {
  it('defaults to 10 connections and reads the variable', () => {
    expect(poolMaxSetting(undefined)).toBe(10);
    expect(poolMaxSetting('')).toBe(10);
    expect(poolMaxSetting('25')).toBe(25);
  });

  it.each(['0', '-1', 'ten', '2.5', '1001'])(
    'refuses %s with a message naming the variable',
    (raw) => {
      expect(() => poolMaxSetting(raw)).toThrow('PG_POOL_MAX');
    },
  );
});
