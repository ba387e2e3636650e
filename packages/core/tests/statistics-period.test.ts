import { describe, expect, it } from 'vitest';
import {
  changePercent,
  periodDays,
  previousPeriod,
  STATISTICS_METRICS,
  statisticsCsv,
} from '../src/statistics-period';

describe('previousPeriod: as many days, ending the day before the period', () => {
  it('a month is compared with the same number of days before it, across the month boundary', () => {
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousPeriod('2026-03-01', '2026-03-14')).toEqual({
      from: '2026-02-15',
      to: '2026-02-28',
    });
    expect(previousPeriod('2024-03-01', '2024-03-01')).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
  });

  it('a period across new year', () => {
    expect(previousPeriod('2026-01-01', '2026-01-10')).toEqual({
      from: '2025-12-22',
      to: '2025-12-31',
    });
    expect(periodDays('2025-12-22', '2025-12-31')).toBe(10);
  });
});

describe('changePercent: the change from the period before, one decimal', () => {
  it('rises and falls', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(7, 7)).toBe(0);
  });
  it('nothing before: no per cent', () => {
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });
});

describe('statisticsCsv: the rows shown, with the labels shown', () => {
  it('a header of labels, one record per day, CRLF; a label with a comma is quoted, a formula defused', () => {
    const labels = {
      day: 'Day',
      ...Object.fromEntries(STATISTICS_METRICS.map((metric) => [metric, metric])),
    } as Parameters<typeof statisticsCsv>[1];
    const row = {
      day: '2026-03-01',
      ...Object.fromEntries(STATISTICS_METRICS.map((metric, index) => [metric, index])),
    } as Parameters<typeof statisticsCsv>[0][number];
    const csv = statisticsCsv([row], { ...labels, callClicks: 'Calls, clicks', bookings: '=1+1' });
    const [header, first, end] = csv.split('\r\n');
    expect(header).toBe(
      'Day,impressionsDesktopMaps,impressionsDesktopSearch,impressionsMobileMaps,impressionsMobileSearch,"Calls, clicks",websiteClicks,directionRequests,conversations,\'=1+1',
    );
    expect(first).toBe('2026-03-01,0,1,2,3,4,5,6,7,8');
    expect(end).toBe('');
  });
});
