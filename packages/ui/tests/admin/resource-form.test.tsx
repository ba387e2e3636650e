import { toWebError } from '@agency/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminPage,
  crud,
  memoryBackOffice,
  type Row,
  users,
  validationError,
} from './admin-fixture';

const ROLES: Row[] = [
  { id: 'role-1', name: 'admin', description: 'Back office' },
  { id: 'role-2', name: 'customer', description: 'Signed-in customers' },
];
const CONTROLLERS: Row[] = [
  { id: 'c-1', name: 'Users', area: 'admin', description: '' },
  { id: 'c-2', name: 'Pages', area: 'admin', description: '' },
];
const SUBACTIONS: Row[] = [
  { id: 's-1', controller: 'Users', name: 'list', method: 'GET', description: '' },
  { id: 's-2', controller: 'Users', name: 'delete', method: 'DELETE', description: '' },
  { id: 's-3', controller: 'Pages', name: 'update', method: 'PUT', description: '' },
];

function open(url: string, seed: Record<string, Row[]>, controller: string) {
  const backOffice = memoryBackOffice(seed);
  const page = adminPage(url, {
    api: backOffice.api,
    actions: crud(controller),
    data: {
      list: {
        items: seed[controller] ?? [],
        total: (seed[controller] ?? []).length,
        p: 1,
        pages: 1,
        perPage: 20,
      },
    },
  });
  render(page.element);
  return { ...page, backOffice };
}

describe('ResourceForm: create and edit from the resource description', () => {
  it('forms validate on the client: nothing is sent while a rule is broken', async () => {
    const user = userEvent.setup();
    const { backOffice } = open('/en/admin/settings/roles', { Roles: ROLES }, 'Roles');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const form = screen.getByRole('region', { name: 'New record: role' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const name = within(form).getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(within(form).getByText('Fill in this field')).toBeTruthy();
    await user.type(name, 'Editor');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      within(form).getByText(
        'Lower-case letters, digits and dashes, starting with a letter (2 to 64)',
      ),
    ).toBeTruthy();
    expect(backOffice.calls('Roles/create')).toHaveLength(0);
  });

  it('creates a role with Roles/create and shows it in the list', async () => {
    const user = userEvent.setup();
    const { backOffice } = open('/en/admin/settings/roles', { Roles: ROLES }, 'Roles');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // The form takes the keyboard to its first field.
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.keyboard('editor');
    await user.type(screen.getByLabelText('Description'), 'Edits pages');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backOffice.calls('Roles/create')).toHaveLength(1));
    expect(backOffice.calls('Roles/create')[0]).toMatchObject({
      method: 'POST',
      payload: { item: { name: 'editor', description: 'Edits pages' } },
    });
    expect(await screen.findByRole('cell', { name: 'editor' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /New record/ })).toBeNull();
  });

  it('"show the server\'s field errors": each beside its field', async () => {
    const user = userEvent.setup();
    const { backOffice } = open('/en/admin/settings/roles', { Roles: ROLES }, 'Roles');
    backOffice.fail(
      'Roles/create',
      validationError([
        {
          field: 'item.description',
          code: 'maxLength',
          message: 'item.description must NOT have more than 500 characters',
        },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.type(screen.getByLabelText('Name'), 'editor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const description = await screen.findByLabelText('Description');
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    const described = description.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(
      'item.description must NOT have more than 500 characters',
    );
  });

  it('a duplicate answered by the server goes beside the field in our words', async () => {
    const user = userEvent.setup();
    const { backOffice } = open('/en/admin/customer/clients', { Clients: [] }, 'Clients');
    backOffice.fail(
      'Clients/create',
      validationError([
        { field: 'item.email', code: 'duplicate', message: 'This email is already used' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.type(screen.getByLabelText('Name'), 'Coffee Point');
    await user.type(screen.getByLabelText('E-mail'), 'owner@coffee.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value is already used by another record')).toBeTruthy();
  });

  it('a conflict (409) says in the page language that such a record exists', async () => {
    const user = userEvent.setup();
    const backOffice = memoryBackOffice({ Roles: ROLES });
    backOffice.fail(
      'Roles/create',
      toWebError(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'Key (name)=(admin) already exists.',
        data: null,
      }),
    );
    const page = adminPage('/admin/settings/roles', {
      lang: 'ru',
      api: backOffice.api,
      actions: crud('Roles'),
      data: { list: { items: ROLES, total: 2, p: 1, pages: 1, perPage: 20 } },
    });
    render(page.element);
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await user.keyboard('admin');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Запись с такими значениями уже есть.',
    );
  });

  it('edits a user with Users/update: roles chosen from Roles/list, an empty password left out', async () => {
    const user = userEvent.setup();
    const { backOffice } = open(
      '/en/admin/settings/users',
      { Users: users(2), Roles: ROLES },
      'Users',
    );
    await user.click(screen.getByRole('button', { name: 'Edit: User 02' }));
    const form = screen.getByRole('region', { name: 'Edit: User 02' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('User 02');
    expect(within(form).getByText('Leave empty to keep the current password')).toBeTruthy();
    await user.click(await within(form).findByRole('checkbox', { name: 'admin' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backOffice.calls('Users/update')).toHaveLength(1));
    const payload = backOffice.calls('Users/update')[0]?.payload as {
      id: string;
      item: Record<string, unknown>;
    };
    expect(payload.id).toBe('user-02');
    expect(payload.item.roles).toEqual(['customer', 'admin']);
    expect(payload.item.phone).toBeNull();
    expect('password' in payload.item).toBe(false);
  });

  it('permissions grant a controller/subaction to a role: subactions follow the chosen controller', async () => {
    const user = userEvent.setup();
    const { backOffice } = open(
      '/en/admin/settings/permissions',
      { Permissions: [], Roles: ROLES, Controllers: CONTROLLERS, Subactions: SUBACTIONS },
      'Permissions',
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const role = screen.getByLabelText('Role');
    await waitFor(() =>
      expect(within(role).getByRole('option', { name: 'customer' })).toBeTruthy(),
    );
    await user.selectOptions(role, 'customer');
    await user.selectOptions(screen.getByLabelText('Controller'), 'Users');
    const subaction = screen.getByLabelText('Subaction');
    expect(within(subaction).queryByRole('option', { name: 'update' })).toBeNull();
    await user.selectOptions(subaction, 'delete');
    // Another controller clears the subaction that belonged to the first one.
    await user.selectOptions(screen.getByLabelText('Controller'), 'Pages');
    expect((subaction as HTMLSelectElement).value).toBe('');
    await user.selectOptions(screen.getByLabelText('Controller'), 'Users');
    await user.selectOptions(subaction, 'delete');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backOffice.calls('Permissions/create')).toHaveLength(1));
    expect(backOffice.calls('Permissions/create')[0]?.payload).toEqual({
      item: { role: 'customer', controller: 'Users', subaction: 'delete' },
    });
  });

  it('pages are edited per language: a language with content needs its title, empty ones are left out', async () => {
    const user = userEvent.setup();
    const { backOffice } = open('/en/admin/content/pages', { Pages: [] }, 'Pages');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.type(screen.getByLabelText('Route'), '/privacy-policy');
    const english = screen.getByRole('group', { name: 'English' });
    await user.type(within(english).getByLabelText('Content (Markdown)'), '# Privacy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(english).getByText('A language with content needs a title')).toBeTruthy();
    await user.type(within(english).getByLabelText('Title'), 'Privacy policy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backOffice.calls('Pages/create')).toHaveLength(1));
    expect(backOffice.calls('Pages/create')[0]?.payload).toEqual({
      item: {
        route: '/privacy-policy',
        translations: {
          en: {
            title: 'Privacy policy',
            meta: { description: '' },
            content: '# Privacy',
          },
        },
      },
    });
  });

  it('navigations need labels in ru, ua and en and an unprefixed route', async () => {
    const user = userEvent.setup();
    const { backOffice } = open(
      '/en/admin/settings/navigations',
      { Navigations: [], Roles: ROLES },
      'Navigations',
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.type(screen.getByLabelText('Route'), '/en/admin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText(
        'A path from the root without a language prefix, e.g. /admin/settings/users',
      ),
    ).toBeTruthy();
    const labels = screen.getByRole('group', { name: 'Labels' });
    expect(within(labels).getAllByText('Fill in this field')).toHaveLength(3);
    expect(backOffice.calls('Navigations/create')).toHaveLength(0);
  });
});
