import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listOf, location, renderAccount } from './account-fixture';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function openForm() {
  renderAccount(
    'en',
    '/en/account/pins/locations',
    { route: 'account-pins-locations', list: listOf([location('a1', 'Demo Coffee')]) },
    { api: () => listOf([]) },
  );
}

const periods = (day: string) =>
  screen.getByRole('textbox', { name: `${day}: opening periods` }) as HTMLInputElement;

describe('the opening hours editor', () => {
  it('a closed day shows no example periods that could pass for data', async () => {
    openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    for (const day of DAYS) {
      expect(periods(day).value).toBe('');
      expect(periods(day).getAttribute('placeholder')).toBeNull();
    }
  });

  it('copies one day’s hours to every day', async () => {
    const user = userEvent.setup();
    openForm();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(periods('Wednesday'), '09:00-13:00, 14:00-19:00');
    await user.click(screen.getByRole('button', { name: 'Wednesday: copy to every day' }));
    for (const day of DAYS) expect(periods(day).value).toBe('09:00-13:00, 14:00-19:00');
    expect((screen.getByRole('combobox', { name: 'Sunday' }) as HTMLSelectElement).value).toBe(
      'open',
    );
  });
});
