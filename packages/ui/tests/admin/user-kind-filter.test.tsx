import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPage, crud, memoryBackOffice, users } from './admin-fixture';

// Issue 29: the home's count of customers leads to the users screen showing customers only.
describe('the users screen’s views: everyone, customers, administrators', () => {
  it('an address with kind asks Users/list with it and marks its view; the views move in the page keeping the text filter', async () => {
    const user = userEvent.setup();
    const backOffice = memoryBackOffice({ Users: users(3) });
    const page = adminPage('/en/admin/settings/users?filter=user&kind=customer', {
      api: backOffice.api,
      actions: crud('Users'),
    });
    render(page.element);
    await screen.findAllByRole('cell', { name: 'user02@agency.test' });
    expect(backOffice.calls('Users/list')[0]?.payload).toMatchObject({ kind: 'customer' });
    const views = screen.getByRole('navigation', { name: 'Users shown' });
    expect(
      within(views).getByRole('link', { name: 'Customers' }).getAttribute('aria-current'),
    ).toBe('page');
    // Without JavaScript each view is a link to its address.
    expect(within(views).getByRole('link', { name: 'Administrators' }).getAttribute('href')).toBe(
      '/en/admin/settings/users?filter=user&kind=admin',
    );
    await user.click(within(views).getByRole('link', { name: 'Everyone' }));
    expect(page.fixture.navigations.at(-1)?.to).toBe('/en/admin/settings/users?filter=user');
  });
});
