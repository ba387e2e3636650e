import type { AdminResource } from './admin-resource';
import { clientResource } from './client-resource';
import { tableResource } from './table-resource';
import { userResource } from './user-resource';

/** The back office's editable tables, keyed by controller. */
export const ADMIN_RESOURCES: ReadonlyMap<string, AdminResource> = new Map(
  [
    userResource,
    tableResource({
      controller: 'Roles',
      table: 'roles',
      recordName: (item) => `${item.name}`,
      columns: { name: 'name', description: 'description', kind: 'kind' },
      searchIn: ['name', 'description', 'kind'],
      sorts: { name: 'name' },
      defaultSort: 'name',
    }),
    tableResource({
      controller: 'Permissions',
      table: 'permissions',
      recordName: (item) => `${item.role} ${item.controller}/${item.subaction}`,
      columns: { role: 'role', controller: 'controller', subaction: 'subaction' },
      searchIn: ["role || ' ' || controller || '/' || subaction"],
      sorts: { role: 'role', controller: 'controller', subaction: 'subaction' },
      defaultSort: 'role',
    }),
    tableResource({
      controller: 'Controllers',
      table: 'controllers',
      recordName: (item) => `${item.name}`,
      columns: { name: 'name', area: 'area', description: 'description' },
      searchIn: ['name', 'area', 'description'],
      sorts: { name: 'name', area: 'area' },
      defaultSort: 'name',
    }),
    tableResource({
      controller: 'Navigations',
      table: 'navigations',
      recordName: (item) => `${item.role} ${item.route}`,
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
      recordName: (item) => `${item.controller}/${item.name}`,
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
      recordName: (item) => `${item.route}`,
      columns: { route: 'route', translations: 'translations' },
      jsonFields: ['translations'],
      stamps: { updatedAt: 'updated_at' },
      touch: 'updated_at',
      searchIn: ['route', 'translations::text'],
      sorts: { route: 'route', updatedAt: 'updated_at' },
      defaultSort: 'route',
    }),
    clientResource,
  ].map((resource) => [resource.controller, resource]),
);
