import { pageMeta } from '@agency/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLocation } from '../../src/provider/PageLocation';
import { GroupScreen } from '../../src/screens/account/GroupScreen';
import type { PinRecord } from '../../src/screens/account/page-data';
import type { PinKindSpec } from '../../src/screens/account/pins/kind-spec';
import { LOCATIONS } from '../../src/screens/account/pins/location-kind';
import { pinFormFields, pinFormPayload } from '../../src/screens/account/pins/pin-form-post';
import {
  formatSpecialHours,
  formToSpecialHours,
  parseSpecialHours,
  specialHoursToForm,
} from '../../src/screens/account/pins/special-hours';
import { siteFixture } from '../site-fixture';
import { ALL_ACTIONS, listOf, location, renderAccount } from './account-fixture';

// The locations' description as the generic list and form use it (of any pin record).
const LOCATIONS_LIST: PinKindSpec = LOCATIONS;

/** Special hours as the contract holds them: a closed holiday, a split day, a range past midnight. */
const SPECIAL = [
  {
    date: '2026-12-24',
    endDate: null,
    closed: false,
    periods: [
      { open: '09:00', close: '13:00' },
      { open: '14:00', close: '18:00' },
    ],
  },
  { date: '2026-12-25', endDate: null, closed: true, periods: [] },
  {
    date: '2026-12-31',
    endDate: '2027-01-01',
    closed: false,
    periods: [{ open: '18:00', close: '02:00' }],
  },
];

const LINKED = location('g1', 'Demo Coffee Podil', {
  source: 'google',
  specialHours: SPECIAL,
  description: 'Coffee and pastries by the river.',
  openStatus: 'open',
  placeId: 'ChIJ-sample-place',
});
const LIST = listOf([LINKED]);
const PAGE = { route: 'account-pins-locations', list: LIST };

// The fields of the server's pin form, as a browser without JavaScript posts them.
function postedFields(url: string): Record<string, string> {
  const site = siteFixture('en', {
    actions: [
      {
        type: 'page/loaded',
        page: { path: url, title: 'Account', way: [], ...PAGE },
        meta: pageMeta({ title: 'Account', way: [] }, 'en'),
        actions: ALL_ACTIONS,
        roles: ['customer'],
      },
    ],
  });
  document.body.innerHTML = renderToString(
    site.wrap(
      <PageLocation url={url}>
        <GroupScreen />
      </PageLocation>,
    ),
  );
  const form = document.querySelector<HTMLFormElement>('form.pin-form');
  if (form === null) throw new Error('no pin form');
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) fields[name] = String(value);
  document.body.innerHTML = '';
  return fields;
}

describe('special hours in the location form', () => {
  it('round-trip: stored special hours → the form text (a line per date) → the same special hours', () => {
    const text = specialHoursToForm(SPECIAL);
    expect(text).toBe(
      '2026-12-24 09:00-13:00, 14:00-18:00\n2026-12-25 closed\n2026-12-31..2027-01-01 18:00-02:00',
    );
    expect(formToSpecialHours({ specialHours: text })).toEqual(SPECIAL);
    // The edit of an untouched location sends nothing.
    expect(LOCATIONS.toItem(LOCATIONS_LIST.toForm(LINKED as PinRecord)).specialHours).toEqual(
      SPECIAL,
    );
  });

  it('the row editor writes every row it makes so that it reads back the same, half-typed ones too', () => {
    const rows = [
      { date: '2026-12-24', endDate: '', closed: false, periods: '09:00-13:00, ' },
      { date: '', endDate: '', closed: false, periods: '' },
      { date: '', endDate: '2027-01-02', closed: false, periods: '10:00' },
      { date: '2026-12-25', endDate: '2026-12-26', closed: true, periods: '' },
    ];
    expect(parseSpecialHours(formatSpecialHours(rows))).toEqual(rows);
    // Typed without JavaScript: "x" is closed, blank lines are no dates.
    expect(formToSpecialHours({ specialHours: '\n2027-01-07 x\n\n' })).toEqual([
      { date: '2027-01-07', endDate: null, closed: true, periods: [] },
    ]);
  });

  it('without JavaScript the edit form posts the text, which the host reads; a line added is the whole list, earliest first', () => {
    const fields = postedFields('/en/account/pins/locations?edit=g1');
    expect(fields.specialHours).toBe(specialHoursToForm(SPECIAL));
    const read = new Set(pinFormFields(LOCATIONS));
    expect(Object.keys(fields).filter((name) => name !== '_form' && !read.has(name))).toEqual([]);
    const { _form, ...values } = fields;
    expect(pinFormPayload(LOCATIONS, values, LINKED as PinRecord)).toEqual({ id: 'g1', item: {} });
    const added = { ...values, specialHours: `${values.specialHours}\n2026-12-01 10:00-14:00` };
    expect(pinFormPayload(LOCATIONS, added, LINKED as PinRecord)).toEqual({
      id: 'g1',
      item: {
        specialHours: [
          {
            date: '2026-12-01',
            endDate: null,
            closed: false,
            periods: [{ open: '10:00', close: '14:00' }],
          },
          ...SPECIAL,
        ],
      },
    });
    // The kind's check names the line and the part at fault.
    expect(
      LOCATIONS.check({ ...values, specialHours: '2026-12-01 10:00-14:00\n2026-13-40 closed' }),
    ).toEqual({ 'specialHours.1.date': { code: 'format', format: 'date' } });
  });

  it('with JavaScript: add and remove dates; the update sends the edited list; a date without hours is refused first', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('en', '/en/account/pins/locations', PAGE, {
      api: () => ({ item: LINKED }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Demo Coffee Podil' }));
    const form = screen.getByRole('form', { name: 'Edit Demo Coffee Podil' });
    const special = within(form).getByRole('group', { name: 'Special hours' });
    expect(within(special).getAllByRole('group')).toHaveLength(3);
    const holiday = within(special).getByRole('group', { name: 'Special date 2' });
    expect((within(holiday).getByLabelText('Closed all day') as HTMLInputElement).checked).toBe(
      true,
    );
    // Remove Christmas, add New Year's Day with no hours: refused on the client.
    await user.click(within(special).getByRole('button', { name: 'Remove special date 2' }));
    expect(within(special).getAllByRole('group')).toHaveLength(2);
    await user.click(within(special).getByRole('button', { name: 'Add a date' }));
    const added = within(special).getByRole('group', { name: 'Special date 3' });
    expect(document.activeElement).toBe(within(added).getByLabelText('Date'));
    fireEvent.change(within(added).getByLabelText('Date'), { target: { value: '2027-01-02' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.calls).toEqual([]);
    expect(within(added).getByText('Opening periods: Fill in this field.')).toBeTruthy();
    await user.type(within(added).getByLabelText('Opening periods'), '10:00-16:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.calls[0]).toMatchObject({
      controller: 'Locations',
      subaction: 'update',
      payload: {
        id: 'g1',
        item: {
          specialHours: [
            SPECIAL[0],
            SPECIAL[2],
            {
              date: '2027-01-02',
              endDate: null,
              closed: false,
              periods: [{ open: '10:00', close: '16:00' }],
            },
          ],
        },
      },
    });
  });
});

describe('description, open status and place id', () => {
  it('the place id shows read-only when set; open status offers an empty choice; both are sent as changed', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('en', '/en/account/pins/locations', PAGE, {
      api: () => ({ item: LINKED }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Demo Coffee Podil' }));
    const place = screen.getByRole('textbox', { name: 'Google place id' }) as HTMLInputElement;
    expect(place.value).toBe('ChIJ-sample-place');
    expect(place.readOnly).toBe(true);
    const status = screen.getByRole('combobox', { name: 'Open status' }) as HTMLSelectElement;
    expect([...status.options].map((option) => option.text)).toEqual([
      'Not set',
      'Open',
      'Temporarily closed',
      'Permanently closed',
    ]);
    await user.selectOptions(status, 'closedTemporarily');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Closed for renovation.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls[0]?.payload).toEqual({
      lang: 'en',
      id: 'g1',
      item: { openStatus: 'closedTemporarily', description: 'Closed for renovation.' },
    });
  });

  it('a new location has no place id field; a description over 750 characters is refused', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('en', '/en/account/pins/locations', PAGE, { api: () => ({}) });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('textbox', { name: 'Google place id' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'New shop');
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'x'.repeat(751) },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls).toEqual([]);
    expect(screen.getByText('At most 750 characters.')).toBeTruthy();
  });
});
