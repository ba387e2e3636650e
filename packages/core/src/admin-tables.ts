import {
  controllerName,
  nonNegativeInteger,
  pageRoute,
  roleName,
  subactionName,
  unprefixedRoute,
} from './admin-rules';
import { email, maxLength, phone, url } from './field-rule';
import type { EditedField, TableDescription } from './record-description';

// The free-text description of roles, controllers and subactions (the contract's maxLength 500).
const DESCRIPTION: EditedField = { name: 'description', kind: 'textarea', rules: [maxLength(500)] };

/** Roles: named holders of permissions, each for one kind of user. */
export const ROLES_TABLE: TableDescription = {
  controller: 'Roles',
  table: 'roles',
  fields: {
    name: { column: 'name', listed: 'sort', searched: true },
    kind: { column: 'kind', listed: true, searched: true },
    description: { column: 'description', listed: true, searched: true },
  },
  form: [
    { name: 'name', kind: 'text', required: true, rules: [roleName] },
    // Whose role it is: a role of another kind than its user grants nothing (security round 3).
    {
      name: 'kind',
      kind: 'select',
      initial: 'admin',
      required: true,
      choices: { fixed: ['admin', 'customer'], worded: true },
    },
    DESCRIPTION,
  ],
  defaultSort: 'name',
  name: [{ field: 'name' }],
};

/** Permissions: a grant of one controller/subaction pair to a role. */
export const PERMISSIONS_TABLE: TableDescription = {
  controller: 'Permissions',
  table: 'permissions',
  fields: {
    role: { column: 'role', listed: 'sort' },
    controller: { column: 'controller', listed: 'sort' },
    subaction: { column: 'subaction', listed: 'sort' },
  },
  form: [
    {
      name: 'role',
      kind: 'select',
      required: true,
      choices: { records: 'Roles', value: 'name' },
    },
    {
      name: 'controller',
      kind: 'select',
      required: true,
      choices: { records: 'Controllers', value: 'name' },
    },
    {
      name: 'subaction',
      kind: 'select',
      required: true,
      choices: { records: 'Subactions', value: 'name', sameAs: 'controller' },
    },
  ],
  defaultSort: 'role',
  name: [{ field: 'role' }, ' ', { field: 'controller' }, '/', { field: 'subaction' }],
};

/** Controllers: the names calls use, with the area whose sign-in they need. */
export const CONTROLLERS_TABLE: TableDescription = {
  controller: 'Controllers',
  table: 'controllers',
  fields: {
    name: { column: 'name', listed: 'sort', searched: true },
    area: { column: 'area', listed: 'sort', searched: true },
    description: { column: 'description', listed: true, searched: true },
  },
  form: [
    { name: 'name', kind: 'text', required: true, rules: [controllerName] },
    {
      name: 'area',
      kind: 'select',
      initial: 'admin',
      required: true,
      choices: { fixed: ['site', 'account', 'admin'], worded: true },
    },
    DESCRIPTION,
  ],
  defaultSort: 'name',
  name: [{ field: 'name' }],
};

/** Navigations: menu entries of the account and admin areas, per role, labelled per language. */
export const NAVIGATIONS_TABLE: TableDescription = {
  controller: 'Navigations',
  table: 'navigations',
  fields: {
    position: { column: 'position', listed: 'sort' },
    role: { column: 'role', listed: 'sort', searched: true },
    group: { column: 'nav_group', listed: true, searched: true },
    route: { column: 'route', listed: 'sort', searched: true },
    labels: { column: 'labels', json: true, listed: true, searched: true },
  },
  form: [
    {
      name: 'role',
      kind: 'select',
      required: true,
      choices: { records: 'Roles', value: 'name' },
    },
    { name: 'group', kind: 'text', required: true, rules: [maxLength(64)] },
    { name: 'route', kind: 'text', required: true, rules: [unprefixedRoute, maxLength(200)] },
    { name: 'position', kind: 'count', initial: '0', required: true, rules: [nonNegativeInteger] },
    ...(['ru', 'ua', 'en'] as const).map(
      (lang): EditedField => ({
        name: `labels.${lang}`,
        kind: 'text',
        partOf: 'labels',
        required: true,
        rules: [maxLength(200)],
      }),
    ),
    { name: 'labels.es', kind: 'text', partOf: 'labels', omitEmpty: true, rules: [maxLength(200)] },
  ],
  defaultSort: 'position',
  name: [{ field: 'role' }, ' ', { field: 'route' }],
};

/** Subactions: the operations of a controller with their HTTP method. */
export const SUBACTIONS_TABLE: TableDescription = {
  controller: 'Subactions',
  table: 'subactions',
  fields: {
    controller: { column: 'controller', listed: 'sort' },
    name: { column: 'name', listed: 'sort' },
    method: { column: 'method', listed: true },
    description: { column: 'description', listed: true, searched: true },
  },
  form: [
    {
      name: 'controller',
      kind: 'select',
      required: true,
      choices: { records: 'Controllers', value: 'name' },
    },
    { name: 'name', kind: 'text', required: true, rules: [subactionName] },
    {
      name: 'method',
      kind: 'select',
      initial: 'GET',
      required: true,
      choices: { fixed: ['GET', 'POST', 'PUT', 'DELETE'] },
    },
    DESCRIPTION,
  ],
  defaultSort: 'controller',
  name: [{ field: 'controller' }, '/', { field: 'name' }],
};

/** Pages: the editable title, meta and content of a site page in each language. */
export const PAGES_TABLE: TableDescription = {
  controller: 'Pages',
  table: 'pages',
  fields: {
    route: { column: 'route', listed: 'sort', searched: true },
    translations: { column: 'translations', json: true, listed: true, searched: true },
    updatedAt: { column: 'updated_at', stamp: true, listed: 'sort' },
  },
  form: [{ name: 'route', kind: 'text', required: true, rules: [pageRoute] }],
  defaultSort: 'route',
  name: [{ field: 'route' }],
  touch: 'updated_at',
};

/** Clients: the agency's customers and the leads of the quote form (their lead fields are read apart). */
export const CLIENTS_TABLE: TableDescription = {
  controller: 'Clients',
  table: 'clients',
  fields: {
    name: { column: 'name', listed: 'sort', searched: true },
    contactName: { column: 'contact_name', listed: true, searched: true },
    email: { column: 'email', listed: true, searched: true },
    phone: { column: 'phone', listed: true, searched: true },
    website: { column: 'website', listed: true },
    city: { column: 'city', listed: true, searched: true },
    notes: { column: 'notes', searched: true },
    createdAt: { column: 'created_at', stamp: true, listed: 'sort' },
  },
  form: [
    { name: 'name', kind: 'text', required: true, rules: [maxLength(200)] },
    { name: 'contactName', kind: 'text', nullable: true, rules: [maxLength(200)] },
    { name: 'email', kind: 'email', nullable: true, rules: [email] },
    { name: 'phone', kind: 'tel', nullable: true, rules: [phone] },
    { name: 'website', kind: 'url', nullable: true, rules: [url] },
    { name: 'city', kind: 'text', nullable: true, rules: [maxLength(100)] },
    { name: 'notes', kind: 'textarea', rules: [maxLength(5000)] },
  ],
  defaultSort: 'name',
  name: [{ field: 'name' }],
};

/** The back office's settings and content tables, described once. */
export const ADMIN_TABLES: readonly TableDescription[] = [
  ROLES_TABLE,
  PERMISSIONS_TABLE,
  CONTROLLERS_TABLE,
  NAVIGATIONS_TABLE,
  SUBACTIONS_TABLE,
  PAGES_TABLE,
  CLIENTS_TABLE,
];
