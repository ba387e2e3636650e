import { routePath } from '@agency/core';
import { useMemo } from 'react';
import type { WebApi } from '../../provider/web-api';
import type { Story, StoryDefault } from '../../stories/story-types';
import { ResourceForm } from './form/ResourceForm';
import { AdminLayout } from './layout/AdminLayout';
import { RESOURCES } from './resources/resources';
import { AdminStory } from './stories/AdminStory';
import { storyBackOffice, storyFirstPage } from './stories/story-back-office';
import { STORY_RECORDS } from './stories/story-records';

export default { title: 'Screens / Admin' } satisfies StoryDefault;

const crud = (controller: string) =>
  ['list', 'create', 'update', 'delete'].map((subaction) => `${controller}/${subaction}`);

function useBackOffice(): WebApi {
  return useMemo(() => storyBackOffice(), []);
}

/** /admin/login: sign in (password "wrong" shows the refusal). */
export const Login: Story = () => (
  <AdminStory url="/admin/login" actions={['Admin/login']} api={useBackOffice()} navigation={[]} />
);

const AUDIT_ACTIONS = [
  'Audit/list',
  'Deliveries/failed',
  ...RESOURCES.map((resource) => `${resource.controller}/list`),
];

/** /admin: record counts, failed deliveries and the audit log with before/after diffs. */
export const Dashboard: Story = () => (
  <AdminStory
    url="/admin"
    actions={AUDIT_ACTIONS}
    data={{ list: storyFirstPage('Audit') }}
    api={useBackOffice()}
  />
);

/** /admin/settings/account: the admin's own settings. */
export const Account: Story = () => (
  <AdminStory
    url="/admin/settings/account"
    actions={['AdminAccount/settings', 'AdminAccount/update']}
    data={{ settings: { name: 'Olena Admin', email: 'admin@agency.test', lang: 'en' } }}
    api={useBackOffice()}
  />
);

/** A resource's list screen after its page load, with every action permitted. */
function ResourceStory({ index }: { readonly index: number }) {
  const api = useBackOffice();
  const resource = RESOURCES[index];
  if (resource === undefined) return null;
  return (
    <AdminStory
      url={routePath(resource.route, 'ru')}
      actions={crud(resource.controller)}
      data={{ list: storyFirstPage(resource.controller) }}
      api={api}
    />
  );
}

/** Users: list with paging (26 records), sort, filter, create, edit, delete, bulk delete, CSV. */
export const Users: Story = () => <ResourceStory index={0} />;
/** Roles. */
export const Roles: Story = () => <ResourceStory index={1} />;
/** Permissions: grant a controller/subaction to a role. */
export const Permissions: Story = () => <ResourceStory index={2} />;
/** Controllers. */
export const Controllers: Story = () => <ResourceStory index={3} />;
/** Navigations: menu entries per role with labels per language. */
export const Navigations: Story = () => <ResourceStory index={4} />;
/** Subactions. */
export const Subactions: Story = () => <ResourceStory index={5} />;
/** Pages: title, meta and content per language. */
export const Pages: Story = () => <ResourceStory index={6} />;
/** Clients. */
export const Clients: Story = () => <ResourceStory index={7} />;

/** Users for an admin whose roles permit only listing: no create, edit, delete or selection. */
export const UsersReadOnly: Story = () => (
  <AdminStory
    url="/admin/settings/users"
    actions={['Users/list']}
    data={{ list: storyFirstPage('Users') }}
    api={useBackOffice()}
  />
);

/** A sorted list is asked of the list operation: the loading state (the answer never comes). */
export const ListLoading: Story = () => (
  <AdminStory
    url="/admin/settings/roles?sort=name"
    actions={crud('Roles')}
    api={{ call: () => new Promise(() => {}) }}
  />
);

/** The list's error state, with a retry. */
export const ListError: Story = () => (
  <AdminStory
    url="/admin/settings/roles?sort=name"
    actions={crud('Roles')}
    api={{ call: () => Promise.reject(new Error('offline')) }}
  />
);

/** The empty state of a filtered list. */
export const ListEmpty: Story = () => (
  <AdminStory
    url="/admin/customer/clients?filter=nobody"
    actions={crud('Clients')}
    data={{ list: { items: [], total: 0, p: 1, pages: 0, perPage: 20 } }}
    api={useBackOffice()}
  />
);

/** The edit form of a user (roles from Roles/list; press Save with an empty name for the rules). */
export const UserForm: Story = () => (
  <AdminStory url="/admin/settings/users" actions={crud('Users')} api={useBackOffice()}>
    <AdminLayout title="Users">
      <ResourceForm
        resource={RESOURCES[0] as (typeof RESOURCES)[0]}
        record={STORY_RECORDS.Users?.[1] ?? null}
        onDone={(saved) => console.info('form done', saved)}
      />
    </AdminLayout>
  </AdminStory>
);

/** The create form of a page: one fieldset per language. */
export const PageForm: Story = () => (
  <AdminStory url="/admin/content/pages" actions={crud('Pages')} api={useBackOffice()}>
    <AdminLayout title="Pages">
      <ResourceForm
        resource={RESOURCES[6] as (typeof RESOURCES)[6]}
        record={null}
        onDone={(saved) => console.info('form done', saved)}
      />
    </AdminLayout>
  </AdminStory>
);
