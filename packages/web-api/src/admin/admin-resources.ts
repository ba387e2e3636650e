import type { AdminResource } from './admin-resource';
import { tableResource } from './table-resource';
import { userResource } from './user-resource';

/** The back office's editable tables, keyed by controller. */
export const ADMIN_RESOURCES: ReadonlyMap<string, AdminResource> = new Map(
  [
    userResource,
    tableResource({
      controller: 'Roles',
      table: 'roles',
      columns: { name: 'name', description: 'description' },
      searchIn: ['name', 'description'],
      sorts: { name: 'name' },
      defaultSort: 'name',
    }),
    tableResource({
      controller: 'Permissions',
      table: 'permissions',
      columns: { role: 'role', controller: 'controller', subaction: 'subaction' },
      searchIn: ["role || ' ' || controller || '/' || subaction"],
      sorts: { role: 'role', controller: 'controller', subaction: 'subaction' },
      defaultSort: 'role',
    }),
    tableResource({
      controller: 'Controllers',
      table: 'controllers',
      columns: { name: 'name', area: 'area', description: 'description' },
      searchIn: ['name', 'area', 'description'],
      sorts: { name: 'name', area: 'area' },
      defaultSort: 'name',
    }),
    tableResource({
      controller: 'Navigations',
      table: 'navigations',
      columns: {
        role: 'role',
        group: 'nav_group',
        route: 'route',
        labels: 'labels',
        position: 'position',
      },
      jsonFields: ['labels'],
      searchIn: ['role', 'nav_group', 'route', 'labels::text'],
      sorts: { position: 'position', role: 'role', route: 'route' },
      defaultSort: 'position',
    }),
    tableResource({
      controller: 'Subactions',
      table: 'subactions',
      columns: {
        controller: 'controller',
        name: 'name',
        method: 'method',
        description: 'description',
      },
      searchIn: ["controller || '/' || name", 'description'],
      sorts: { controller: 'controller', name: 'name' },
      defaultSort: 'controller',
    }),
    tableResource({
      controller: 'Pages',
      table: 'pages',
      columns: { route: 'route', translations: 'translations' },
      jsonFields: ['translations'],
      stamps: { updatedAt: 'updated_at' },
      touch: 'updated_at',
      searchIn: ['route', 'translations::text'],
      sorts: { route: 'route', updatedAt: 'updated_at' },
      defaultSort: 'route',
    }),
    tableResource({
      controller: 'Clients',
      table: 'clients',
      columns: {
        name: 'name',
        contactName: 'contact_name',
        email: 'email',
        phone: 'phone',
        website: 'website',
        notes: 'notes',
      },
      stamps: { createdAt: 'created_at' },
      searchIn: ['name', "coalesce(contact_name, '')", "coalesce(email, '')", 'notes'],
      sorts: { name: 'name', createdAt: 'created_at' },
      defaultSort: 'name',
    }),
  ].map((resource) => [resource.controller, resource]),
);
