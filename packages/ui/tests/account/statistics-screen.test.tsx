import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  niceMax,
  tickIndexes,
  xAt,
  yAt,
} from '../../src/screens/account/statistics/chart-geometry';
import { rangeProblem, readSeries } from '../../src/screens/account/statistics/statistics-data';
import { renderAccount } from './account-fixture';

function series(days: number, locationId: string | null = null) {
  const points = Array.from({ length: days }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    views: 100 + index,
    searches: 10,
    calls: index === 2 ? 9 : 1,
    directions: 2,
    websiteClicks: 3,
  }));
  return {
    locationId,
    from: points[0]?.day ?? '2026-11-01',
    to: points.at(-1)?.day ?? '2026-11-01',
    points,
    totals: {},
  };
}

describe('statistics', () => {
  it('draws a chart per measure with a readable name and a table, in en and ru', () => {
    const en = renderAccount('en', '/en/account/pins/statistics', {
      route: 'account-pins-statistics',
      statistics: series(3),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeTruthy();
    const calls = screen.getByRole('img', {
      name: /^Calls per day from Nov 1, 2026 to Nov 3, 2026: total 11, highest 9 on Nov 3, 2026\.$/,
    });
    expect(calls.querySelectorAll('rect')).toHaveLength(3);
    for (const name of [
      /^Impressions per day/,
      /^Website clicks per day/,
      /^Direction requests per day/,
    ])
      expect(screen.getByRole('img', { name })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Statistics per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(
      within(table).getByRole('rowheader', { name: 'Nov 3, 2026' }).parentElement?.textContent,
    ).toContain('102');
    en.unmount();
    renderAccount('ru', '/account/pins/statistics', {
      route: 'account-pins-statistics',
      statistics: series(3),
    });
    expect(screen.getByRole('img', { name: /^Звонки по дням/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Показать таблицей' })).toBeTruthy();
  });

  it('long periods are drawn as a line', () => {
    const november = series(30);
    const december = november.points.map((point) => ({
      ...point,
      day: point.day.replace('-11-', '-12-'),
    }));
    const statistics = { ...november, to: '2026-12-30', points: [...november.points, ...december] };
    renderAccount('en', '/en/account/pins/statistics', {
      route: 'account-pins-statistics',
      statistics,
    });
    const chart = screen.getByRole('img', { name: /^Impressions per day/ });
    expect(chart.querySelector('polyline')).toBeTruthy();
    expect(chart.querySelectorAll('rect')).toHaveLength(0);
  });

  it('the period is kept in the URL; a start after the end is refused on the client', async () => {
    const user = userEvent.setup();
    const { site } = renderAccount(
      'en',
      '/en/account/pins/statistics',
      { route: 'account-pins-statistics', statistics: series(3) },
      {
        api: () => ({
          items: [{ id: '7b0f3c1e-8d52-4c1a-9a57-0f2d5e6b9c11', name: 'Kyiv shop' }],
          total: 1,
          p: 1,
          pages: 1,
          perPage: 20,
        }),
      },
    );
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-05');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('The start must not be after the end.');
    expect(site.navigations).toEqual([]);
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Location' }),
      'Kyiv shop',
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(site.navigations.at(-1)?.to).toBe(
      '/en/account/pins/statistics?from=2026-10-01&to=2026-11-03&locationId=7b0f3c1e-8d52-4c1a-9a57-0f2d5e6b9c11',
    );
  });

  it('one location: loads its series with Statistics/series', async () => {
    const id = '7b0f3c1e-8d52-4c1a-9a57-0f2d5e6b9c11';
    const { api } = renderAccount(
      'en',
      `/en/account/pins/statistics?from=2026-11-01&to=2026-11-02&locationId=${id}`,
      { route: 'account-pins-statistics', statistics: series(3) },
      {
        api: (request) =>
          request.controller === 'Statistics'
            ? series(2, id)
            : { items: [], total: 0, p: 1, pages: 0, perPage: 20 },
      },
    );
    expect(screen.getByText('Loading statistics…')).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: /^Calls per day from Nov 1, 2026 to Nov 2, 2026/ }),
    ).toBeTruthy();
    expect(api.calls).toContainEqual({
      method: 'GET',
      controller: 'Statistics',
      subaction: 'series',
      payload: { lang: 'en', locationId: id, from: '2026-11-01', to: '2026-11-02' },
    });
  });

  it('shows the empty and error states', () => {
    const empty = renderAccount('en', '/en/account/pins/statistics', {
      route: 'account-pins-statistics',
      statistics: { ...series(0), points: [] },
    });
    expect(screen.getByText('No statistics for this period.')).toBeTruthy();
    empty.unmount();
    renderAccount('en', '/en/account/pins/statistics', {
      route: 'account-pins-statistics',
      statistics: { points: 'broken' },
    });
    expect(screen.getByText('The statistics could not be loaded.')).toBeTruthy();
  });
});

describe('statistics rules and chart geometry', () => {
  it('a period runs from a start not after its end, at most 366 days', () => {
    expect(rangeProblem('2026-01-01', '2026-12-31')).toBeNull();
    expect(rangeProblem('2026-11-02', '2026-11-01')).toBe('order');
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe('length');
    expect(rangeProblem('2026-13-01', '2026-11-01')).toBe('format');
  });

  it('readSeries refuses malformed points and recomputes totals', () => {
    expect(readSeries({ from: 'a', to: 'b', points: [{ day: 'x' }] })).toBeNull();
    expect(readSeries(series(3))?.totals.calls).toBe(11);
  });

  it('value axis tops are round numbers and ticks always include the ends', () => {
    expect([0, 1, 7, 11, 99, 101, 4500].map(niceMax)).toEqual([1, 1, 10, 20, 100, 200, 5000]);
    expect(tickIndexes(30, 5)).toEqual([0, 7, 15, 22, 29]);
    expect(tickIndexes(3, 5)).toEqual([0, 1, 2]);
    expect(yAt(0, 10)).toBeGreaterThan(yAt(10, 10));
    // Chart coordinates: the first day is drawn left of the second.
    expect(xAt(0, 2)).toBeLessThan(xAt(1, 2));
  });
});
