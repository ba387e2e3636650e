import { formatPhone } from '@agency/core/forms';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALL_ACTIONS, listOf, location, renderAccount } from './account-fixture';

/** A location's Google link as the contract answers it. */
function google(state: string, changes: Record<string, unknown> = {}) {
  return {
    name: 'locations/1001',
    via: 'customer',
    state,
    message: null,
    syncedAt: '2026-11-21T08:00:00.000Z',
    googleChanges: [],
    ...changes,
  };
}

const FAILED = location('f1', 'Demo Coffee Failed', {
  source: 'google',
  google: google('failed', {
    message: 'Google refused the phone number: it is not a valid number',
  }),
});
const WAITING = location('w1', 'Demo Coffee Waiting', {
  google: google('waiting', { via: 'agency' }),
});
const UNLINKED = location('u1', 'Demo Coffee Unlinked', { google: google('unlinked') });
const CHANGED = location('c1', 'Demo Coffee Changed', {
  phone: '+380441234567',
  hours: { monday: [{ open: '09:00', close: '18:00' }] },
  google: google('inStep', {
    googleChanges: [
      { field: 'phone', google: '+380447654321' },
      { field: 'hours', google: { monday: [{ open: '10:00', close: '19:00' }] } },
    ],
  }),
});
const PLAIN = location('p1', 'Demo Coffee Manual');
const LIST = listOf([FAILED, WAITING, UNLINKED, CHANGED, PLAIN]);
const PAGE = { route: 'account-pins-locations', list: LIST };
const ACTIONS = [...ALL_ACTIONS, 'Locations/resolveGoogle'];

// The Google cell of a location's row.
function googleCell(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  const index = screen
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent === 'Google');
  return within(row).getAllByRole('cell')[index - 1] as HTMLElement;
}

describe('the sync state of each location', () => {
  it('in step, waiting (through the agency), failed with its message, unlinked, and none', () => {
    renderAccount('en', '/en/account/pins/locations', PAGE);
    expect(googleCell('Demo Coffee Failed').textContent).toBe(
      'Google refused the last changeGoogle refused the phone number: it is not a valid number',
    );
    expect(
      within(googleCell('Demo Coffee Waiting')).getByText('Waiting to reach Google'),
    ).toBeTruthy();
    expect(within(googleCell('Demo Coffee Waiting')).getByText('through the agency')).toBeTruthy();
    expect(googleCell('Demo Coffee Unlinked').textContent).toBe('No longer linked to Google');
    expect(within(googleCell('Demo Coffee Changed')).getByText('In step with Google')).toBeTruthy();
    expect(
      within(googleCell('Demo Coffee Changed')).getByText('2 changes on Google to review'),
    ).toBeTruthy();
    expect(googleCell('Demo Coffee Manual').textContent).toBe('—');
  });

  it('is worded in ru and ua', () => {
    const ru = renderAccount('ru', '/account/pins/locations', PAGE);
    expect(screen.getByText('Google не принял последнее изменение')).toBeTruthy();
    expect(screen.getByText('2 изменения в Google ждут решения')).toBeTruthy();
    ru.unmount();
    renderAccount('ua', '/ua/account/pins/locations', PAGE);
    expect(screen.getByText('Чекає на надсилання в Google')).toBeTruthy();
  });
});

describe("Google's changes on the edit form", () => {
  it('lists each change with both values; Accept and Keep mine call Locations/resolveGoogle with that field', async () => {
    const user = userEvent.setup();
    const accepted = {
      ...CHANGED,
      phone: '+380447654321',
      google: google('inStep', {
        googleChanges: [
          { field: 'hours', google: { monday: [{ open: '10:00', close: '19:00' }] } },
        ],
      }),
    };
    const { api } = renderAccount('en', '/en/account/pins/locations', PAGE, {
      actions: ACTIONS,
      api: (request) =>
        request.subaction === 'resolveGoogle'
          ? {
              item: (request.payload?.accept as string[] | undefined)
                ? accepted
                : { ...accepted, google: google('waiting') },
            }
          : LIST,
    });
    await user.click(screen.getByRole('button', { name: 'Edit Demo Coffee Changed' }));
    const changes = screen.getByRole('region', { name: 'Google Business Profile' });
    expect(within(changes).getByText('On Google: +380447654321')).toBeTruthy();
    expect(within(changes).getByText('Yours: +380441234567')).toBeTruthy();
    expect(within(changes).getByText('On Google: Monday 10:00-19:00')).toBeTruthy();
    expect(within(changes).getByText('Yours: Monday 09:00-18:00')).toBeTruthy();

    await user.click(within(changes).getByRole('button', { name: 'Accept Google’s value: Phone' }));
    expect(api.calls[0]).toEqual({
      method: 'POST',
      controller: 'Locations',
      subaction: 'resolveGoogle',
      payload: { lang: 'en', id: 'c1', accept: ['phone'] },
    });
    expect(await screen.findByText('Phone: Google’s value is taken.')).toBeTruthy();
    // The form now shows Google's phone (in international format, decision 0037), and the phone's change is gone.
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe(
      formatPhone('+380447654321', 'international'),
    );
    expect(within(changes).queryByText('On Google: +380447654321')).toBeNull();

    await user.click(within(changes).getByRole('button', { name: 'Keep mine: Opening hours' }));
    expect(api.calls.find((call) => call.payload?.overwrite)).toEqual({
      method: 'POST',
      controller: 'Locations',
      subaction: 'resolveGoogle',
      payload: { lang: 'en', id: 'c1', overwrite: ['hours'] },
    });
    expect(
      await screen.findByText('Opening hours: yours will be sent to Google again.'),
    ).toBeTruthy();
    expect(within(changes).getByText('Waiting to reach Google')).toBeTruthy();
  });

  it('without Locations/resolveGoogle the changes are listed without buttons', async () => {
    const user = userEvent.setup();
    renderAccount('en', '/en/account/pins/locations', PAGE);
    await user.click(screen.getByRole('button', { name: 'Edit Demo Coffee Changed' }));
    const changes = screen.getByRole('region', { name: 'Google Business Profile' });
    expect(within(changes).getByText('On Google: +380447654321')).toBeTruthy();
    expect(within(changes).queryByRole('button')).toBeNull();
  });

  it('a failed location says why on its form', async () => {
    const user = userEvent.setup();
    renderAccount('en', '/en/account/pins/locations', PAGE, { actions: ACTIONS });
    await user.click(screen.getByRole('button', { name: 'Edit Demo Coffee Failed' }));
    const changes = screen.getByRole('region', { name: 'Google Business Profile' });
    expect(
      within(changes).getByText('Google refused the phone number: it is not a valid number'),
    ).toBeTruthy();
    expect(within(changes).getByText('Last in step: Nov 21, 2026, 8:00 AM')).toBeTruthy();
  });
});
