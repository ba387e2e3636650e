import {
  ADMIN_PASSWORD_MIN_LENGTH,
  controllerName,
  email,
  maxLength,
  minLength,
  nonNegativeInteger,
  pageRoute,
  phone,
  required,
  roleName,
  subactionName,
  unprefixedRoute,
  url,
} from '@agency/core';
import type { AdminMessageKey } from '../i18n/en';
import { PAGE_LANGUAGES, pagesCheck, pagesFinish } from './page-translations';
import type { AdminRecord, ResourceColumn, ResourceDescription, ResourceField } from './resource';

const str = (record: AdminRecord, key: string): string => {
  const value = record[key];
  return typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : String(value);
};

const plain = (key: string, label: AdminMessageKey, sort?: string): ResourceColumn => ({
  key,
  label,
  ...(sort === undefined ? {} : { sort }),
  text: (record) => str(record, key),
});

const stamp = (key: string, label: AdminMessageKey, sort?: string): ResourceColumn => ({
  key,
  label,
  ...(sort === undefined ? {} : { sort }),
  text: (record, _t, formatDate) => (str(record, key) === '' ? '' : formatDate(str(record, key))),
  csv: (record) => str(record, key),
});

const LANG_OPTIONS = [
  { value: 'ru', label: 'lang.ru' },
  { value: 'en', label: 'lang.en' },
  { value: 'ua', label: 'lang.ua' },
  { value: 'es', label: 'lang.es' },
] as const;

const roleOptions = {
  kind: 'records',
  controller: 'Roles',
  value: (record: AdminRecord) => str(record, 'name'),
} as const;

const controllerOptions = {
  kind: 'records',
  controller: 'Controllers',
  value: (record: AdminRecord) => str(record, 'name'),
} as const;

const description: ResourceField = {
  name: 'description',
  label: 'field.description',
  kind: 'textarea',
  rules: [maxLength(500)],
};

/** Users: people who sign in, customers or admins, with their roles. */
export const USERS: ResourceDescription = {
  route: 'admin-settings-users',
  controller: 'Users',
  title: 'resource.Users',
  singular: 'resource.Users.one',
  sorts: ['name', 'email', 'createdAt'],
  label: (record) => str(record, 'name') || str(record, 'email'),
  columns: [
    plain('name', 'field.name', 'name'),
    plain('email', 'field.email', 'email'),
    plain('phone', 'field.phone'),
    {
      key: 'kind',
      label: 'field.kind',
      text: (record, t) => (record.kind === 'admin' ? t('kind.admin') : t('kind.customer')),
      csv: (record) => str(record, 'kind'),
    },
    {
      key: 'roles',
      label: 'field.roles',
      text: (record) => (Array.isArray(record.roles) ? record.roles.join(', ') : ''),
    },
    stamp('createdAt', 'field.createdAt', 'createdAt'),
  ],
  fields: [
    { name: 'name', label: 'field.name', kind: 'text', rules: [required, maxLength(200)] },
    {
      name: 'kind',
      label: 'field.kind',
      kind: 'select',
      initial: 'customer',
      rules: [required],
      options: {
        kind: 'fixed',
        values: [
          { value: 'customer', label: 'kind.customer' },
          { value: 'admin', label: 'kind.admin' },
        ],
      },
    },
    { name: 'email', label: 'field.email', kind: 'email', nullable: true, rules: [email] },
    { name: 'phone', label: 'field.phone', kind: 'tel', nullable: true, rules: [phone] },
    {
      name: 'lang',
      label: 'field.lang',
      kind: 'select',
      initial: 'ru',
      rules: [required],
      options: { kind: 'fixed', values: LANG_OPTIONS },
    },
    { name: 'roles', label: 'field.roles', kind: 'multiselect', options: roleOptions },
    {
      name: 'password',
      label: 'field.password',
      kind: 'password',
      omitEmpty: true,
      editHint: 'field.passwordKeep',
      rules: [minLength(ADMIN_PASSWORD_MIN_LENGTH), maxLength(200)],
    },
  ],
};

/** Roles: named holders of permissions. */
export const ROLES: ResourceDescription = {
  route: 'admin-settings-roles',
  controller: 'Roles',
  title: 'resource.Roles',
  singular: 'resource.Roles.one',
  sorts: ['name'],
  label: (record) => str(record, 'name'),
  columns: [plain('name', 'field.name', 'name'), plain('description', 'field.description')],
  fields: [
    { name: 'name', label: 'field.name', kind: 'text', rules: [required, roleName] },
    description,
  ],
};

/** Permissions: a grant of one controller/subaction pair to a role. */
export const PERMISSIONS: ResourceDescription = {
  route: 'admin-settings-permissions',
  controller: 'Permissions',
  title: 'resource.Permissions',
  singular: 'resource.Permissions.one',
  sorts: ['role', 'controller', 'subaction'],
  label: (record) =>
    `${str(record, 'role')}: ${str(record, 'controller')}/${str(record, 'subaction')}`,
  columns: [
    plain('role', 'field.role', 'role'),
    plain('controller', 'field.controller', 'controller'),
    plain('subaction', 'field.subaction', 'subaction'),
  ],
  fields: [
    { name: 'role', label: 'field.role', kind: 'select', rules: [required], options: roleOptions },
    {
      name: 'controller',
      label: 'field.controller',
      kind: 'select',
      rules: [required],
      options: controllerOptions,
    },
    {
      name: 'subaction',
      label: 'field.subaction',
      kind: 'select',
      rules: [required],
      options: {
        kind: 'records',
        controller: 'Subactions',
        value: (record) => str(record, 'name'),
        when: (record, values) => record.controller === values.controller,
      },
    },
  ],
};

/** Controllers: the names calls use, with the area whose sign-in they need. */
export const CONTROLLERS: ResourceDescription = {
  route: 'admin-settings-controllers',
  controller: 'Controllers',
  title: 'resource.Controllers',
  singular: 'resource.Controllers.one',
  sorts: ['name', 'area'],
  label: (record) => str(record, 'name'),
  columns: [
    plain('name', 'field.name', 'name'),
    {
      key: 'area',
      label: 'field.area',
      sort: 'area',
      text: (record, t) =>
        record.area === 'site'
          ? t('area.site')
          : record.area === 'account'
            ? t('area.account')
            : t('area.admin'),
      csv: (record) => str(record, 'area'),
    },
    plain('description', 'field.description'),
  ],
  fields: [
    { name: 'name', label: 'field.name', kind: 'text', rules: [required, controllerName] },
    {
      name: 'area',
      label: 'field.area',
      kind: 'select',
      initial: 'admin',
      rules: [required],
      options: {
        kind: 'fixed',
        values: [
          { value: 'site', label: 'area.site' },
          { value: 'account', label: 'area.account' },
          { value: 'admin', label: 'area.admin' },
        ],
      },
    },
    description,
  ],
};

/** Navigations: menu entries of the account and admin areas, per role, labelled per language. */
export const NAVIGATIONS: ResourceDescription = {
  route: 'admin-settings-navigations',
  controller: 'Navigations',
  title: 'resource.Navigations',
  singular: 'resource.Navigations.one',
  sorts: ['position', 'role', 'route'],
  label: (record) => `${str(record, 'role')} ${str(record, 'route')}`,
  columns: [
    plain('position', 'field.position', 'position'),
    plain('role', 'field.role', 'role'),
    plain('group', 'field.group'),
    plain('route', 'field.route', 'route'),
    {
      key: 'labels',
      label: 'field.labels',
      text: (record) => {
        const labels = (record.labels ?? {}) as Record<string, unknown>;
        return ['ru', 'ua', 'en', 'es']
          .filter((lang) => typeof labels[lang] === 'string' && labels[lang] !== '')
          .map((lang) => `${lang}: ${labels[lang] as string}`)
          .join('; ');
      },
    },
  ],
  fields: [
    { name: 'role', label: 'field.role', kind: 'select', rules: [required], options: roleOptions },
    { name: 'group', label: 'field.group', kind: 'text', rules: [required, maxLength(64)] },
    {
      name: 'route',
      label: 'field.route',
      kind: 'text',
      rules: [required, unprefixedRoute, maxLength(200)],
    },
    {
      name: 'position',
      label: 'field.position',
      kind: 'number',
      initial: '0',
      rules: [required, nonNegativeInteger],
    },
    ...(['ru', 'ua', 'en'] as const).map(
      (lang): ResourceField => ({
        name: `labels.${lang}`,
        label: `lang.${lang}`,
        kind: 'text',
        group: 'field.labels',
        rules: [required, maxLength(200)],
      }),
    ),
    {
      name: 'labels.es',
      label: 'lang.es',
      kind: 'text',
      group: 'field.labels',
      omitEmpty: true,
      rules: [maxLength(200)],
    },
  ],
};

/** Subactions: the operations of a controller with their HTTP method. */
export const SUBACTIONS: ResourceDescription = {
  route: 'admin-settings-subactions',
  controller: 'Subactions',
  title: 'resource.Subactions',
  singular: 'resource.Subactions.one',
  sorts: ['controller', 'name'],
  label: (record) => `${str(record, 'controller')}/${str(record, 'name')}`,
  columns: [
    plain('controller', 'field.controller', 'controller'),
    plain('name', 'field.name', 'name'),
    plain('method', 'field.method'),
    plain('description', 'field.description'),
  ],
  fields: [
    {
      name: 'controller',
      label: 'field.controller',
      kind: 'select',
      rules: [required],
      options: controllerOptions,
    },
    { name: 'name', label: 'field.name', kind: 'text', rules: [required, subactionName] },
    {
      name: 'method',
      label: 'field.method',
      kind: 'select',
      initial: 'GET',
      rules: [required],
      options: {
        kind: 'fixed',
        values: [{ value: 'GET' }, { value: 'POST' }, { value: 'PUT' }, { value: 'DELETE' }],
      },
    },
    description,
  ],
};

/** Pages: the editable title, meta and content of a site page in each language. */
export const PAGES: ResourceDescription = {
  route: 'admin-content-pages',
  controller: 'Pages',
  title: 'resource.Pages',
  singular: 'resource.Pages.one',
  sorts: ['route', 'updatedAt'],
  label: (record) => str(record, 'route'),
  columns: [
    plain('route', 'field.route', 'route'),
    {
      key: 'languages',
      label: 'field.translations',
      text: (record) => Object.keys((record.translations ?? {}) as object).join(', '),
    },
    stamp('updatedAt', 'field.updatedAt', 'updatedAt'),
  ],
  fields: [
    { name: 'route', label: 'field.route', kind: 'text', rules: [required, pageRoute] },
    ...PAGE_LANGUAGES.flatMap((lang): ResourceField[] => [
      {
        name: `translations.${lang}.title`,
        label: 'field.title',
        kind: 'text',
        group: `lang.${lang}`,
      },
      {
        name: `translations.${lang}.meta.description`,
        label: 'field.metaDescription',
        kind: 'text',
        group: `lang.${lang}`,
      },
      {
        name: `translations.${lang}.meta.keywords`,
        label: 'field.metaKeywords',
        kind: 'text',
        group: `lang.${lang}`,
      },
      {
        name: `translations.${lang}.content`,
        label: 'field.content',
        kind: 'textarea',
        group: `lang.${lang}`,
      },
    ]),
  ],
  check: pagesCheck,
  finish: pagesFinish,
};

/** Clients: the agency's CRM records. */
export const CLIENTS: ResourceDescription = {
  route: 'admin-customer-clients',
  controller: 'Clients',
  title: 'resource.Clients',
  singular: 'resource.Clients.one',
  sorts: ['name', 'createdAt'],
  label: (record) => str(record, 'name'),
  columns: [
    plain('name', 'field.name', 'name'),
    plain('contactName', 'field.contactName'),
    plain('email', 'field.email'),
    plain('phone', 'field.phone'),
    plain('website', 'field.website'),
    stamp('createdAt', 'field.createdAt', 'createdAt'),
  ],
  fields: [
    { name: 'name', label: 'field.name', kind: 'text', rules: [required, maxLength(200)] },
    {
      name: 'contactName',
      label: 'field.contactName',
      kind: 'text',
      nullable: true,
      rules: [maxLength(200)],
    },
    { name: 'email', label: 'field.email', kind: 'email', nullable: true, rules: [email] },
    { name: 'phone', label: 'field.phone', kind: 'tel', nullable: true, rules: [phone] },
    { name: 'website', label: 'field.website', kind: 'url', nullable: true, rules: [url] },
    { name: 'notes', label: 'field.notes', kind: 'textarea', rules: [maxLength(5000)] },
  ],
};

/** Every back-office resource, keyed by its route. */
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
