import { describe, expect, it } from 'vitest';
import { intlWarmup } from '../src/shared/intl-warmup';

describe('intl warm-up (decision 0061)', () => {
  it('starts the worker once, at the first navigation into an area (the account, the back office)', () => {
    let starts = 0;
    const warm = intlWarmup(() => starts++, false);
    warm('site');
    warm('error');
    expect(starts).toBe(0);
    warm('account');
    warm('admin');
    warm('account');
    expect(starts).toBe(1);
  });

  it('a page that loaded in the account or back office started it already: navigations start none', () => {
    let starts = 0;
    const warm = intlWarmup(() => starts++, true);
    warm('admin');
    warm('account');
    expect(starts).toBe(0);
  });

  it('a start that throws leaves the navigation alone, and is not tried again', () => {
    let tries = 0;
    const warm = intlWarmup(() => {
      tries++;
      throw new Error('Worker is not defined');
    }, false);
    expect(() => warm('account')).not.toThrow();
    warm('account');
    expect(tries).toBe(1);
  });
});
