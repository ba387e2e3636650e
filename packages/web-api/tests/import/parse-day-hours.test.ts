import { describe, expect, it } from 'vitest';
import { parseDayHours } from '../../src/import/parse-day-hours';

const periods = (cell: string) => {
  const result = parseDayHours(cell);
  return result.kind === 'open' ? result.periods : result;
};
const errorCode = (cell: string) => {
  const result = parseDayHours(cell);
  return result.kind === 'error' ? result.code : `no error (${result.kind})`;
};

describe('hours syntax HH:MM-HH:MM with valid times', () => {
  it('"HH:MM-HH:MM" is one opening period', () => {
    expect(periods('09:00-18:00')).toEqual([{ open: '09:00', close: '18:00' }]);
  });

  it('"several ranges separated by commas" are several periods, sorted', () => {
    expect(periods('14:00-18:00, 09:00-13:00')).toEqual([
      { open: '09:00', close: '13:00' },
      { open: '14:00', close: '18:00' },
    ]);
  });

  it('"x/empty for closed": x (any case) is closed, empty says nothing', () => {
    expect(parseDayHours('x')).toEqual({ kind: 'closed' });
    expect(parseDayHours(' X ')).toEqual({ kind: 'closed' });
    expect(parseDayHours('')).toEqual({ kind: 'unspecified' });
  });

  it('a single-digit hour and an en dash are tolerated and normalised to HH:MM-HH:MM', () => {
    expect(periods('9:30 – 17:00')).toEqual([{ open: '09:30', close: '17:00' }]);
  });

  it('"24:00 allowed as close", never as an open time', () => {
    expect(periods('00:00-24:00')).toEqual([{ open: '00:00', close: '24:00' }]);
    expect(errorCode('24:00-06:00')).toBe('hours_time_invalid');
  });

  it('times that do not exist (25:00, 10:60, 24:30) are hours_time_invalid', () => {
    expect(errorCode('25:00-18:00')).toBe('hours_time_invalid');
    expect(errorCode('10:60-18:00')).toBe('hours_time_invalid');
    expect(errorCode('10:00-24:30')).toBe('hours_time_invalid');
  });

  it('anything else (9am-5pm, 0900-1800, open) is hours_format', () => {
    expect(errorCode('9am-5pm')).toBe('hours_format');
    expect(errorCode('0900-1800')).toBe('hours_format');
    expect(errorCode('open')).toBe('hours_format');
    expect(errorCode('09:00-13:00,')).toBe('hours_format');
  });

  it('"close after open": an opening equal to the close is hours_empty_range', () => {
    expect(errorCode('09:00-09:00')).toBe('hours_empty_range');
    expect(errorCode('00:00-00:00')).toBe('hours_empty_range');
  });

  it('overnight ranges: a close earlier than the open closes on the next day (18:00-02:00)', () => {
    expect(periods('18:00-02:00')).toEqual([{ open: '18:00', close: '02:00' }]);
  });

  it('overlapping periods on one day are hours_overlap, overnight ones included', () => {
    expect(errorCode('09:00-13:00,12:00-18:00')).toBe('hours_overlap');
    expect(errorCode('22:00-03:00,23:00-23:30')).toBe('hours_overlap');
    expect(periods('09:00-13:00,13:00-18:00')).toHaveLength(2);
  });
});
