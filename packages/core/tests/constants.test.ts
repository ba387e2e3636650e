import { describe, expect, it } from 'vitest';
import {
  BREADCRUMB_KEPT_QUERY,
  CACHE_HINT_SECONDS,
  HEADER_HEIGHT,
  KEPT_QUERY,
  NOTIFICATION_DURATION_MS,
  PRELOADER_DELAY_MS,
  SMOOTH_SCROLL_MS,
  TOUCH_TOLERANCES,
} from '../src/constants';

describe('constants of R9', () => {
  it('"Header height 120 px (top), 90 px (sticky)."', () => {
    expect(HEADER_HEIGHT).toEqual({ top: 120, sticky: 90 });
  });

  it('"Notification duration 3000 ms; preloader delay 500 ms; smooth-scroll duration 500 ms."', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(3000);
    expect(PRELOADER_DELAY_MS).toBe(500);
    expect(SMOOTH_SCROLL_MS).toBe(500);
  });

  it('"Landing data cache hint 120."', () => {
    expect(CACHE_HINT_SECONDS).toBe(120);
  });

  it('"Touch tolerances: hold 500, longtap 200, dbltap 250, drag 10, swipe 10."', () => {
    expect(TOUCH_TOLERANCES).toEqual({ hold: 500, longtap: 200, dbltap: 250, drag: 10, swipe: 10 });
  });

  it('"Default kept link query parameters: p and el." and "breadcrumbs keep p"', () => {
    expect([...KEPT_QUERY]).toEqual(['p', 'el']);
    expect([...BREADCRUMB_KEPT_QUERY]).toEqual(['p']);
  });

  it('the constant objects and lists cannot be changed by a consumer', () => {
    for (const value of [HEADER_HEIGHT, TOUCH_TOLERANCES, KEPT_QUERY, BREADCRUMB_KEPT_QUERY]) {
      expect(Object.isFrozen(value)).toBe(true);
    }
  });
});
