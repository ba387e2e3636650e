import { describe, expect, it } from 'vitest';
import { isAreaGroup } from '../src/index';

describe('the signed-in areas', () => {
  it('the account and the back office are the areas; the site, error pages and dev pages are not', () => {
    expect(isAreaGroup('account')).toBe(true);
    expect(isAreaGroup('admin')).toBe(true);
    for (const group of ['site', 'error', 'dev'] as const) expect(isAreaGroup(group)).toBe(false);
  });
});
