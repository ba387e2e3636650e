import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WebApiRequest } from '../../src/provider/web-api';
import {
  doubleLinks,
  type GoogleImportRow,
  importChoices,
  initialChoices,
} from '../../src/screens/account/google/google-import';
import { ALL_ACTIONS, listOf, location, renderAccount } from './account-fixture';

const ACTIONS = [
  ...ALL_ACTIONS,
  'Google/status',
  'Google/importPreview',
  'Google/importCommit',
  'Google/disconnect',
];
const LIST = listOf([
  location('a1', 'Demo Coffee Khreshchatyk'),
  location('a2', 'Demo Coffee Rynok'),
  location('a3', 'Demo Coffee Arcadia'),
]);
const PAGE = { route: 'account-pins-locations', list: LIST };

const ROWS: GoogleImportRow[] = [
  {
    name: 'locations/1001',
    account: 'accounts/1',
    title: 'Demo Coffee Podil',
    storeCode: 'KYIV-02',
    address: 'Sahaidachnoho 5, Kyiv 04070',
    status: 'new',
    match: null,
    changes: [],
  },
  {
    name: 'locations/1002',
    account: 'accounts/1',
    title: 'Demo Coffee Khreshchatyk',
    storeCode: 'KYIV-01',
    address: 'Khreshchatyk 22, Kyiv 01001',
    status: 'matched',
    match: { pinId: 'a1', pinName: 'Demo Coffee Khreshchatyk', rule: 'storeCode' },
    changes: ['phone', 'hours'],
  },
  {
    name: 'locations/1003',
    account: 'accounts/1',
    title: 'Demo Coffee Rynok',
    storeCode: null,
    address: 'Rynok Sq 1, Lviv 79008',
    status: 'matched',
    match: { pinId: 'a2', pinName: 'Demo Coffee Rynok', rule: 'nameAddress' },
    changes: [],
  },
  {
    name: 'locations/1004',
    account: 'accounts/2',
    title: 'Demo Coffee Arcadia',
    storeCode: 'ODESA-01',
    address: 'Arcadia 1, Odesa',
    status: 'linked',
    match: { pinId: 'a3', pinName: 'Demo Coffee Arcadia', rule: 'linked' },
    changes: [],
  },
];

const CONNECTION = {
  email: 'merchant@sandbox.test',
  state: 'connected',
  connectedAt: '2026-11-20T10:00:00.000Z',
  syncedAt: null,
  sandbox: true,
};

function api(request: WebApiRequest): unknown {
  if (request.controller === 'Google' && request.subaction === 'status')
    return { connection: CONNECTION, configured: true };
  if (request.subaction === 'importPreview') return { rows: ROWS };
  if (request.subaction === 'importCommit') return { created: 1, linked: 1, skipped: 1 };
  return LIST;
}

async function openImport() {
  const user = userEvent.setup();
  const view = renderAccount('en', '/en/account/pins/locations', PAGE, { actions: ACTIONS, api });
  await user.click(await screen.findByRole('button', { name: 'Import from Google' }));
  const panel = screen.getByRole('region', { name: /Import from Google Business Profile/ });
  await within(panel).findByRole('table', { name: 'Listings on Google' });
  return { user, panel, ...view };
}

describe('the choices of a Google import', () => {
  it('new listings start as create, matched ones as a link to their match; linked ones are not sent', () => {
    const chosen = initialChoices(ROWS);
    expect(chosen).toEqual({
      'locations/1001': 'create',
      'locations/1002': 'link:a1',
      'locations/1003': 'link:a2',
    });
    expect(importChoices(ROWS, chosen)).toEqual([
      { name: 'locations/1001', action: 'create' },
      { name: 'locations/1002', action: 'link', pinId: 'a1' },
      { name: 'locations/1003', action: 'link', pinId: 'a2' },
    ]);
    expect(doubleLinks(importChoices(ROWS, { ...chosen, 'locations/1001': 'link:a2' }))).toEqual([
      'a2',
    ]);
  });
});

describe('Import from Google', () => {
  it('previews each listing: new, matched with its rule and the fields that would change, already linked; sandbox labelled', async () => {
    const { panel } = await openImport();
    expect(within(panel).getByText('Sandbox')).toBeTruthy();
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const [podil, khreshchatyk, rynok, arcadia] = rows as HTMLElement[];
    expect(within(podil as HTMLElement).getByText('New: no location matches it')).toBeTruthy();
    expect(within(podil as HTMLElement).getByText('Store code: KYIV-02')).toBeTruthy();
    expect(
      within(khreshchatyk as HTMLElement).getByText(
        'Matches “Demo Coffee Khreshchatyk” by store code',
      ),
    ).toBeTruthy();
    expect(
      within(khreshchatyk as HTMLElement).getByText('Would change: Phone, Opening hours'),
    ).toBeTruthy();
    expect(
      within(rynok as HTMLElement).getByText(
        'Matches “Demo Coffee Rynok” by name, address and postal code',
      ),
    ).toBeTruthy();
    expect(within(rynok as HTMLElement).getByText('Nothing would change.')).toBeTruthy();
    expect(
      within(arcadia as HTMLElement).getByText('Already linked to “Demo Coffee Arcadia”'),
    ).toBeTruthy();
    expect(within(arcadia as HTMLElement).queryByRole('combobox')).toBeNull();
    expect(within(panel).getByText('To create: 1, to link: 2, to skip: 0.')).toBeTruthy();
  });

  it("the choices made become Google/importCommit's payload; the answer's counts are shown and the list refreshed", async () => {
    const { user, panel, api: calls } = await openImport();
    const choice = (title: string) =>
      within(panel).getByRole('combobox', { name: `What to do with ${title}` });
    // The account's locations are offered to link to.
    await waitFor(() =>
      expect(
        within(choice('Demo Coffee Podil')).getByRole('option', {
          name: 'Link to “Demo Coffee Arcadia”',
        }),
      ).toBeTruthy(),
    );
    await user.selectOptions(choice('Demo Coffee Podil'), 'link:a3');
    await user.selectOptions(choice('Demo Coffee Khreshchatyk'), 'create');
    await user.selectOptions(choice('Demo Coffee Rynok'), 'skip');
    expect(within(panel).getByText('To create: 1, to link: 1, to skip: 1.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    const commit = calls.calls.find((call) => call.subaction === 'importCommit');
    expect(commit).toEqual({
      method: 'POST',
      controller: 'Google',
      subaction: 'importCommit',
      payload: {
        lang: 'en',
        choices: [
          { name: 'locations/1001', action: 'link', pinId: 'a3' },
          { name: 'locations/1002', action: 'create' },
          { name: 'locations/1003', action: 'skip' },
        ],
      },
    });
    expect(
      await within(panel).findByText('Imported: 1 location created, 1 linked, 1 skipped.'),
    ).toBeTruthy();
    await waitFor(() => expect(calls.calls.at(-1)?.subaction).toBe('list'));
  });

  it('two listings linked to one location are refused before anything is sent', async () => {
    const { user, panel, api: calls } = await openImport();
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'What to do with Demo Coffee Podil' }),
      'link:a1',
    );
    expect(within(panel).getByRole('alert').textContent).toBe(
      'A location takes one listing: more than one is linked to Demo Coffee Khreshchatyk.',
    );
    expect(
      (within(panel).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(calls.calls.some((call) => call.subaction === 'importCommit')).toBe(false);
  });
});
