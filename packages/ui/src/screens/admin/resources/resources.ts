import { CLIENTS } from './clients';
import { CONTROLLERS } from './controllers';
import { NAVIGATIONS } from './navigations';
import { PAGES } from './pages';
import { PERMISSIONS } from './permissions';
import type { ResourceDescription } from './resource';
import { ROLES } from './roles';
import { SUBACTIONS } from './subactions';
import { USERS } from './users';

/** Every back-office resource, in menu order. */
export const RESOURCES: readonly ResourceDescription[] = [
  USERS,
  ROLES,
  PERMISSIONS,
  CONTROLLERS,
  NAVIGATIONS,
  SUBACTIONS,
  PAGES,
  CLIENTS,
];
