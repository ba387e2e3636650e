import { ADMIN_TABLES } from '@agency/core/tables';
import type { AdminResource } from './admin-resource';
import { clientResource } from './client-resource';
import { tableResource } from './table-resource';
import { userResource } from './user-resource';

/** The back office's editable tables, keyed by controller: users, clients, and the tables core describes. */
export const ADMIN_RESOURCES: ReadonlyMap<string, AdminResource> = new Map(
  [
    userResource,
    ...ADMIN_TABLES.filter((table) => table.controller !== 'Clients').map((table) =>
      tableResource(table),
    ),
    clientResource,
  ].map((resource) => [resource.controller, resource]),
);
