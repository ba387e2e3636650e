import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  checkWeeklyHours,
  formatDayHours,
  hoursToTexts,
  parseDayHours,
  textsToHours,
  WEEKDAYS,
  type Weekday,
} from '../src/entries/forms';

const two = (n: number) => String(n).padStart(2, '0');

/** A time as a spreadsheet may write it: `9:05` or `09:05`; 1440 minutes is `24:00`. */
const timeText = (minutes: number, padHour: boolean) => {
  const hours = Math.floor(minutes / 60);
  return `${padHour ? two(hours) : String(hours)}:${two(minutes % 60)}`;
};

/** One day's cell as the import accepts it: closed, or periods in any order and spelling. */
const dayCell: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', 'x', 'X', 'closed', 'Closed', ' x '),
  fc
    .record({
      edges: fc.uniqueArray(fc.integer({ min: 0, max: 1440 }), { minLength: 2, maxLength: 8 }),
      overnight: fc.boolean(),
      pads: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
      dash: fc.constantFrom('-', '–', '—', ' - ', '‐'),
      separator: fc.constantFrom(',', ', ', ';', ' , '),
      order: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
    })
    .map(({ edges, overnight, pads, dash, separator, order }) => {
      const sorted = [...edges].sort((a, b) => a - b);
      const periods: [number, number][] = [];
      for (let i = 0; i + 1 < sorted.length; i += 2)
        periods.push([sorted[i] as number, sorted[i + 1] as number]);
      const last = periods.at(-1);
      const first = periods[0];
      // An overnight period closes the next day before the day's first opening.
      if (overnight && last && first && first[0] > 0 && last[1] === 1440)
        last[1] = Math.floor(first[0] / 2);
      const texts = periods.map(
        ([open, close], i) =>
          `${timeText(open, pads[2 * i] ?? true)}${dash}${timeText(close, pads[2 * i + 1] ?? true)}`,
      );
      const shuffled = [...texts].sort(
        (a, b) => (order[texts.indexOf(a) % 4] ?? 0) - (order[texts.indexOf(b) % 4] ?? 0),
      );
      return shuffled.join(separator);
    }),
);

/** What the import stores for a row's seven cells (closed and blank days omitted). */
function imported(cells: Record<Weekday, string>) {
  return textsToHours(cells);
}

describe('opening hours: one reading for the import, the editor and the server', () => {
  it('reads several periods, overnight, all day and closed, sorted by opening', () => {
    expect(parseDayHours('14:00-19:00, 9:00–13:00')).toEqual({
      kind: 'open',
      periods: [
        { open: '09:00', close: '13:00' },
        { open: '14:00', close: '19:00' },
      ],
    });
    expect(parseDayHours('18:00-02:00')).toEqual({
      kind: 'open',
      periods: [{ open: '18:00', close: '02:00' }],
    });
    expect(parseDayHours('00:00-24:00')).toEqual({
      kind: 'open',
      periods: [{ open: '00:00', close: '24:00' }],
    });
    expect(parseDayHours('Closed')).toEqual({ kind: 'closed' });
    expect(parseDayHours('  ')).toEqual({ kind: 'unspecified' });
  });

  it('refuses what the import refuses, naming the period at fault', () => {
    expect(parseDayHours('9am-6pm')).toEqual({
      kind: 'error',
      code: 'hours_format',
      part: '9am-6pm',
    });
    expect(parseDayHours('08:00-24:30')).toMatchObject({ code: 'hours_time_invalid' });
    expect(parseDayHours('24:00-10:00')).toMatchObject({ code: 'hours_time_invalid' });
    expect(parseDayHours('10:60-11:00')).toMatchObject({ code: 'hours_time_invalid' });
    expect(parseDayHours('10:00-10:00')).toMatchObject({ code: 'hours_empty_range' });
    expect(parseDayHours('09:00-13:00, 12:00-19:00')).toEqual({
      kind: 'error',
      code: 'hours_overlap',
      part: '12:00-19:00',
      overlap: ['09:00-13:00', '12:00-19:00'],
    });
  });

  it('the editor shows split hours as one text per day and gives them back unchanged', () => {
    const stored = {
      tuesday: [
        { open: '09:00', close: '13:00' },
        { open: '14:00', close: '19:00' },
      ],
      saturday: [{ open: '00:00', close: '24:00' }],
    };
    const texts = hoursToTexts(stored);
    expect(texts.tuesday).toBe('09:00-13:00, 14:00-19:00');
    expect(texts.saturday).toBe('00:00-24:00');
    expect(texts.monday).toBe('');
    expect(textsToHours(texts)).toEqual(stored);
    expect(hoursToTexts(null)).toEqual(Object.fromEntries(WEEKDAYS.map((day) => [day, ''])));
    expect(hoursToTexts({ monday: [{ open: '09:00' }, 'junk'] }).monday).toBe('09:00-, -');
    expect(formatDayHours(undefined)).toBe('');
  });

  it('property: import, then edit with no changes and save, leaves the stored hours identical', () => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(WEEKDAYS.map((day) => [day, dayCell]))) as fc.Arbitrary<
          Record<Weekday, string>
        >,
        (cells) => {
          for (const day of WEEKDAYS) expect(parseDayHours(cells[day]).kind).not.toBe('error');
          const stored = imported(cells);
          expect(checkWeeklyHours(stored)).toBeNull();
          expect(textsToHours(hoursToTexts(stored))).toEqual(stored);
          expect(hoursToTexts(textsToHours(hoursToTexts(stored)))).toEqual(hoursToTexts(stored));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the server refuses a stored value the editor could not read back', () => {
    expect(
      checkWeeklyHours({ monday: [{ open: '09:00', close: '18:00' }], tuesday: [] }),
    ).toBeNull();
    expect(
      checkWeeklyHours({
        wednesday: [
          { open: '09:00', close: '13:00' },
          { open: '12:00', close: '14:00' },
        ],
      }),
    ).toMatchObject({ day: 'wednesday', result: { code: 'hours_overlap' } });
    expect(checkWeeklyHours({ friday: [{ open: '10:00', close: '10:00' }] })).toMatchObject({
      day: 'friday',
      result: { code: 'hours_empty_range' },
    });
  });
});

describe('changedFields: an edit sends only what changed', () => {
  it('keeps the fields whose value differs, compared as JSON', () => {
    expect(
      changedFields(
        { name: 'A', hours: { monday: [{ open: '09:00', close: '18:00' }] }, phone: null },
        { name: 'A', hours: { monday: [{ open: '09:00', close: '18:00' }] }, phone: '+1 555' },
      ),
    ).toEqual({ phone: null });
    expect(changedFields({ name: 'A' }, {})).toEqual({ name: 'A' });
    expect(changedFields({}, { name: 'A' })).toEqual({});
  });

  it('a changed object field keeps the stored value of each part the person did not touch', () => {
    const stored = { event: { title: 'Old', startsAt: '2026-12-05T18:00:30.000Z', endsAt: null } };
    const before = { event: { title: 'Old', startsAt: '2026-12-05T18:00:00.000Z', endsAt: null } };
    const next = { event: { title: 'New', startsAt: '2026-12-05T18:00:00.000Z', endsAt: null } };
    expect(changedFields(next, before, stored)).toEqual({
      event: { title: 'New', startsAt: '2026-12-05T18:00:30.000Z', endsAt: null },
    });
    const moved = { event: { ...next.event, startsAt: '2026-12-06T18:00:00.000Z' } };
    expect(changedFields(moved, before, stored)).toEqual(moved);
    expect(changedFields({ tags: ['a'] }, { tags: [] }, { tags: ['b'] })).toEqual({ tags: ['a'] });
  });
});
