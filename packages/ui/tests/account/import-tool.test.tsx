import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WebApiRequest } from '../../src/provider/web-api';
import { listOf, location, renderAccount, webError } from './account-fixture';

const PAGE = {
  route: 'account-pins-locations',
  list: listOf([location('a1', 'Demo Coffee Khreshchatyk')]),
  importLimits: {
    maxBytes: 5 * 1024 * 1024,
    maxRows: 1000,
    formats: ['gbp-csv', 'takeout-geojson'],
  },
};

const CSV = 'Store code,Business name\nKYIV-02,Coffee Two\n,\nLVIV-02,Coffee Three\n';

function file(text: string, name = 'locations.csv') {
  return new File([text], name, { type: 'text/csv' });
}

const ROWS_WITH_PROBLEM = [
  { row: 1, storeCode: 'KYIV-02', name: 'Coffee Two', status: 'create', errors: [] },
  {
    row: 2,
    storeCode: null,
    name: null,
    status: 'invalid',
    errors: [{ field: 'Business name', code: 'required', message: 'Business name is required' }],
  },
];

const VALID_ROWS = [
  { row: 1, storeCode: 'KYIV-02', name: 'Coffee Two', status: 'create', errors: [] },
  { row: 2, storeCode: 'KYIV-01', name: 'Coffee One', status: 'update', errors: [] },
];

async function choose(user: ReturnType<typeof userEvent.setup>, chosen: File) {
  await user.click(screen.getByRole('button', { name: 'Import from maps' }));
  await user.upload(screen.getByLabelText('File'), chosen);
  await user.click(screen.getByRole('button', { name: 'Check the file' }));
}

describe('maps import tool', () => {
  it('the preview shows each row and its problems, and an import with problems cannot start', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('en', '/en/account/pins/locations', PAGE, {
      api: () => ({ format: 'gbp-csv', rows: ROWS_WITH_PROBLEM, valid: 1, invalid: 1 }),
    });
    await choose(user, file(CSV));
    const request = api.calls[0] as WebApiRequest;
    expect(request).toMatchObject({ method: 'POST', controller: 'Import', subaction: 'preview' });
    expect(request.form?.get('subaction')).toBe('preview');
    expect((request.form?.get('file') as File | undefined)?.name).toBe('locations.csv');
    expect(
      await screen.findByText(
        'Google Business Profile spreadsheet: 1 valid row, 1 row with problems.',
      ),
    ).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Rows of the file' })).getAllByRole(
      'row',
    );
    expect(rows[2]?.textContent).toContain('Has problems');
    expect(rows[2]?.textContent).toContain('Business name is required');
    expect(screen.getByRole('alert').textContent).toContain('an import takes all rows or none');
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });

  it('the commit shows progress, then the per-row report, and shows the new rows in the table', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => {};
    const { api } = renderAccount('en', '/en/account/pins/locations', PAGE, {
      api: (request) => {
        if (request.subaction === 'preview')
          return { format: 'gbp-csv', rows: VALID_ROWS, valid: 2, invalid: 0 };
        if (request.subaction === 'list')
          return listOf([location('a1', 'Demo Coffee Khreshchatyk'), location('n2', 'Coffee Two')]);
        return new Promise((resolve) => {
          finish = resolve;
        });
      },
    });
    await choose(user, file(CSV));
    await user.click(await screen.findByRole('button', { name: 'Import 2 locations' }));
    expect(screen.getByRole('progressbar', { name: 'Importing 2 locations…' })).toBeTruthy();
    expect(api.calls[1]?.form?.get('subaction')).toBe('commit');
    finish({ created: 1, updated: 1, rows: VALID_ROWS });
    expect(await screen.findByText('Imported: 1 new location, 1 updated.')).toBeTruthy();
    expect(screen.getByText('Updates a location')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Coffee Two' })).toBeTruthy();
    expect(api.calls.at(-1)).toEqual({
      method: 'GET',
      controller: 'Locations',
      subaction: 'list',
      payload: { lang: 'en' },
    });
  });

  it('a refused commit shows the rows the server reported, in ru', async () => {
    const user = userEvent.setup();
    renderAccount('ru', '/account/pins/locations', PAGE, {
      api: (request) => {
        if (request.subaction === 'preview')
          return { format: 'takeout-geojson', rows: VALID_ROWS, valid: 2, invalid: 0 };
        throw webError(400, 'VALIDATION_FAILED', 'Some rows are invalid', {
          rows: ROWS_WITH_PROBLEM,
        });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Импорт с карт' }));
    await user.upload(screen.getByLabelText('Файл'), file('{}', 'saved.geojson'));
    await user.click(screen.getByRole('button', { name: 'Проверить файл' }));
    await user.click(await screen.findByRole('button', { name: 'Импортировать 2 локации' }));
    expect(
      await screen.findByText('Ничего не импортировано: в некоторых строках есть ошибки.'),
    ).toBeTruthy();
    expect(screen.getByText('Business name is required', { exact: false })).toBeTruthy();
  });

  it('asks for a file, refuses one above the size limit and reports an unreadable file', async () => {
    const user = userEvent.setup();
    renderAccount(
      'en',
      '/en/account/pins/locations',
      { ...PAGE, importLimits: { maxBytes: 1048576, maxRows: 5, formats: [] } },
      {
        api: () => {
          throw webError(
            400,
            'BAD_REQUEST',
            'The file is neither a GBP spreadsheet nor GeoJSON',
            null,
          );
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Import from maps' }));
    expect(screen.getByText('Up to 5 rows and 1 MB.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a file first.');
    await user.upload(screen.getByLabelText('File'), file('x'.repeat(1048577)));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByRole('alert').textContent).toBe('The file is larger than 1 MB.');
    await user.upload(screen.getByLabelText('File'), file('not a maps file'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file could not be read: The file is neither a GBP spreadsheet nor GeoJSON',
    );
  });
});
