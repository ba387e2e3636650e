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

const ZERO = {
  impressionsDesktopMaps: 0,
  impressionsDesktopSearch: 0,
  impressionsMobileMaps: 0,
  impressionsMobileSearch: 0,
  callClicks: 0,
  websiteClicks: 0,
  directionRequests: 0,
  conversations: 0,
  bookings: 0,
};

const LINKED = { configured: true, connected: true, linkedLocations: 2 };

function series(
  days: number,
  locationId: string | null = null,
  google: Record<string, unknown> = LINKED,
) {
  const points = Array.from({ length: days }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    impressionsDesktopMaps: 10,
    impressionsDesktopSearch: 20,
    impressionsMobileMaps: 100 + index,
    impressionsMobileSearch: 30,
    callClicks: index === 2 ? 9 : 1,
    websiteClicks: 3,
    directionRequests: 2,
    conversations: 0,
    bookings: index === 0 ? 1 : 0,
  }));
  return {
    locationId,
    from: points[0]?.day ?? '2026-11-01',
    to: points.at(-1)?.day ?? '2026-11-01',
    points,
    totals: {},
    previous: {
      from: '2026-10-29',
      to: '2026-10-31',
      totals: { ...ZERO, impressionsMobileMaps: 200, callClicks: 22, websiteClicks: 9 },
    },
    google,
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
      /^Impressions on Maps, computer per day/,
      /^Impressions in Search, computer per day/,
      /^Impressions on Maps, phone per day/,
      /^Impressions in Search, phone per day/,
      /^Website clicks per day/,
      /^Direction requests per day/,
      /^Conversations per day/,
      /^Bookings per day/,
    ])
      expect(screen.getByRole('img', { name })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Statistics per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(
      within(table).getByRole('rowheader', { name: 'Nov 3, 2026' }).parentElement?.textContent,
    ).toContain('102');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(10);
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
    const chart = screen.getByRole('img', { name: /^Impressions on Maps, phone per day/ });
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

  it('each measure against the period before: totals, the change in per cent, no per cent without data before', () => {
    renderAccount('en', '/en/account/pins/statistics', {
      route: 'account-pins-statistics',
      statistics: series(3),
    });
    const table = screen.getByRole('table', {
      name: 'This period against the 3 days before (Oct 29, 2026 – Oct 31, 2026)',
    });
    const row = (name: string) =>
      [...(within(table).getByRole('rowheader', { name }).parentElement?.children ?? [])].map(
        (cell) => cell.textContent,
      );
    // 100 + 101 + 102 against 200: +51.5%; 11 calls against 22: -50%; bookings had none before.
    expect(row('Impressions on Maps, phone')).toEqual([
      'Impressions on Maps, phone',
      '303',
      '200',
      '+51.5%',
    ]);
    expect(row('Calls')).toEqual(['Calls', '11', '22', '-50%']);
    expect(row('Website clicks')).toEqual(['Website clicks', '9', '9', '0%']);
    expect(row('Bookings')).toEqual(['Bookings', '1', '0', 'no data before']);
  });

  it('the CSV export holds what is shown: a header in the page language and one record per day', () => {
    renderAccount('ru', '/account/pins/statistics', {
      route: 'account-pins-statistics',
      statistics: series(3),
    });
    const link = screen.getByRole('link', { name: 'Скачать CSV' });
    expect(link.getAttribute('download')).toBe('statistics-2026-11-01-2026-11-03.csv');
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    const csv = decodeURIComponent(href.slice('data:text/csv;charset=utf-8,'.length));
    const lines = csv.replace('\ufeff', '').split('\r\n');
    expect(lines[0]).toContain('"Показы на Картах, компьютер"');
    expect(lines[0]?.startsWith('День,')).toBe(true);
    expect(lines.slice(1, 4)).toEqual([
      '2026-11-01,10,20,100,30,1,3,2,0,1',
      '2026-11-02,10,20,101,30,1,3,2,0,0',
      '2026-11-03,10,20,102,30,9,3,2,0,0',
    ]);
    expect(lines).toHaveLength(5);
  });

  it('no linked location: how to connect, with the Connect button, instead of a chart of zeros', () => {
    const prompt = renderAccount(
      'en',
      '/en/account/pins/statistics',
      {
        route: 'account-pins-statistics',
        statistics: series(3, null, { configured: true, connected: false, linkedLocations: 0 }),
      },
      { actions: ['Statistics/series', 'Google/connectStart'] },
    );
    expect(
      screen.getByRole('heading', { name: 'Statistics come from Google Business Profile' }),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Connect Google Business Profile' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector('input[name="_form"]')?.getAttribute('value')).toBe('googleConnect');
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('From')).toBeNull();
    prompt.unmount();

    const connected = renderAccount('ua', '/ua/account/pins/statistics', {
      route: 'account-pins-statistics',
      statistics: series(3, null, { configured: true, connected: true, linkedLocations: 0 }),
    });
    expect(screen.getByRole('link', { name: 'Перейти до локацій' }).getAttribute('href')).toBe(
      '/ua/account/pins/locations',
    );
    expect(screen.queryByRole('button', { name: 'Підключити Google Business Profile' })).toBeNull();
    connected.unmount();

    renderAccount('ru', '/account/pins/statistics', {
      route: 'account-pins-statistics',
      statistics: series(3, null, { configured: false, connected: false, linkedLocations: 0 }),
    });
    expect(
      screen.getByText(
        'Этот сайт ещё не подключён к Google Business Profile. Попросите агентство связать ваши карточки.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Подключить Google Business Profile' })).toBeNull();
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
    expect(readSeries(series(3))?.totals.callClicks).toBe(11);
    expect(readSeries({ ...series(3), google: undefined })).toBeNull();
    expect(readSeries({ ...series(3), previous: { from: 'a', to: 'b', totals: {} } })).toBeNull();
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
