import type { AdminRecord } from '../resources/resource';

const at = (day: number, hour = 10) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

const NAMES = [
  'Olena Kovalenko',
  'Dmitry Sokolov',
  'Maria García',
  'Andrii Shevchenko',
  'Coffee Point LLC',
  'Irina Petrova',
  'James Walker',
  'Taras Melnyk',
];

/** Sample records of every back-office table for the stories (the seed's shapes). */
export const STORY_RECORDS: Readonly<Record<string, readonly AdminRecord[]>> = {
  Users: Array.from({ length: 26 }, (_, index) => ({
    id: `user-${index + 1}`,
    kind: index === 0 ? 'admin' : 'customer',
    email: index === 0 ? 'admin@agency.test' : `person${index + 1}@example.com`,
    phone: index % 3 === 0 ? null : `+38044555${String(1000 + index)}`,
    name: `${NAMES[index % NAMES.length]}${index >= NAMES.length ? ` ${index + 1}` : ''}`,
    lang: (['ru', 'en', 'ua'] as const)[index % 3],
    roles: index === 0 ? ['admin'] : ['customer'],
    emailConfirmed: index % 4 !== 1,
    createdAt: at((index % 22) + 1),
  })),
  Roles: [
    { id: 'role-1', name: 'admin', description: 'A back-office administrator' },
    { id: 'role-2', name: 'customer', description: 'A signed-in customer' },
    { id: 'role-3', name: 'anonymous', description: 'Everyone, signed in or not' },
    { id: 'role-4', name: 'editor', description: 'Edits the site pages' },
  ],
  Permissions: [
    { id: 'perm-1', role: 'admin', controller: 'Users', subaction: 'list' },
    { id: 'perm-2', role: 'admin', controller: 'Users', subaction: 'create' },
    { id: 'perm-3', role: 'editor', controller: 'Pages', subaction: 'update' },
    { id: 'perm-4', role: 'customer', controller: 'Locations', subaction: 'list' },
  ],
  Controllers: [
    { id: 'ctl-1', name: 'Index', area: 'site', description: 'Page loads' },
    { id: 'ctl-2', name: 'Locations', area: 'account', description: 'Points of sale on maps' },
    { id: 'ctl-3', name: 'Users', area: 'admin', description: 'People who sign in' },
    { id: 'ctl-4', name: 'Pages', area: 'admin', description: 'Editable page content' },
  ],
  Navigations: [
    {
      id: 'nav-1',
      role: 'admin',
      group: 'admin',
      route: '/admin',
      labels: { ru: 'Обзор', ua: 'Огляд', en: 'Overview' },
      position: 0,
    },
    {
      id: 'nav-2',
      role: 'admin',
      group: 'settings',
      route: '/admin/settings/users',
      labels: { ru: 'Пользователи', ua: 'Користувачі', en: 'Users' },
      position: 1,
    },
    {
      id: 'nav-3',
      role: 'customer',
      group: 'pins',
      route: '/account/pins/locations',
      labels: { ru: 'Локации', ua: 'Локації', en: 'Locations', es: 'Ubicaciones' },
      position: 2,
    },
  ],
  Subactions: [
    { id: 'sub-1', controller: 'Users', name: 'list', method: 'GET', description: 'List users' },
    {
      id: 'sub-2',
      controller: 'Users',
      name: 'create',
      method: 'POST',
      description: 'Create a user',
    },
    {
      id: 'sub-3',
      controller: 'Users',
      name: 'delete',
      method: 'DELETE',
      description: 'Delete a user',
    },
    {
      id: 'sub-4',
      controller: 'Pages',
      name: 'update',
      method: 'PUT',
      description: 'Update a page',
    },
  ],
  Pages: [
    {
      id: 'page-1',
      route: '/privacy-policy',
      translations: {
        ru: {
          title: 'Политика конфиденциальности',
          meta: { description: '' },
          content: '# Политика',
        },
        en: {
          title: 'Privacy policy',
          meta: { description: '' },
          content: '# Policy',
        },
      },
      updatedAt: at(20, 9),
    },
    {
      id: 'page-2',
      route: '/terms-of-service',
      translations: {
        en: {
          title: 'Terms of service',
          meta: { description: '' },
          content: '# Terms',
        },
      },
      updatedAt: at(21, 15),
    },
  ],
  Clients: [
    {
      id: 'client-1',
      name: 'Coffee Point',
      contactName: 'Olena Kovalenko',
      email: 'owner@coffee.example',
      phone: '+380501112233',
      website: 'https://coffee.example',
      notes: 'Three shops in Kyiv',
      createdAt: at(3),
    },
    {
      id: 'client-2',
      name: 'Hotel "Dnipro", Kyiv',
      contactName: null,
      email: null,
      phone: '+380440001122',
      website: null,
      notes: '',
      createdAt: at(9),
    },
    {
      id: 'client-3',
      name: 'Barcelona Bikes',
      contactName: 'Maria García',
      email: 'maria@bikes.example',
      phone: null,
      website: 'https://bikes.example',
      notes: 'Spanish site',
      createdAt: at(15),
    },
  ],
  Audit: [
    {
      id: 'audit-3',
      actor: { id: 'user-1', email: 'admin@agency.test' },
      action: 'Roles/update',
      entity: 'roles',
      entityId: 'role-4',
      entityName: 'editor',
      before: { id: 'role-4', name: 'editor', description: 'Edits pages' },
      after: { id: 'role-4', name: 'editor', description: 'Edits the site pages' },
      at: at(22, 11),
    },
    {
      id: 'audit-2',
      actor: { id: 'user-1', email: 'admin@agency.test' },
      action: 'Permissions/create',
      entity: 'permissions',
      entityId: 'perm-3',
      entityName: 'editor Pages/update',
      before: null,
      after: { id: 'perm-3', role: 'editor', controller: 'Pages', subaction: 'update' },
      at: at(22, 10),
    },
    {
      id: 'audit-1',
      actor: { id: null, email: null },
      action: 'Clients/delete',
      entity: 'clients',
      entityId: 'client-9',
      entityName: 'Old client',
      before: { id: 'client-9', name: 'Old client', notes: '' },
      after: null,
      at: at(21, 18),
    },
  ],
};

/** The admin menu the seed gives the admin role: group, route and label per language. */
export const STORY_NAVIGATION: readonly (readonly [
  string,
  string,
  Readonly<Record<'ru' | 'ua' | 'en', string>>,
])[] = [
  ['admin', '/admin', { ru: 'Обзор', ua: 'Огляд', en: 'Overview' }],
  ['settings', '/admin/settings/users', { ru: 'Пользователи', ua: 'Користувачі', en: 'Users' }],
  ['settings', '/admin/settings/roles', { ru: 'Роли', ua: 'Ролі', en: 'Roles' }],
  [
    'settings',
    '/admin/settings/permissions',
    { ru: 'Разрешения', ua: 'Дозволи', en: 'Permissions' },
  ],
  [
    'settings',
    '/admin/settings/controllers',
    { ru: 'Контроллеры', ua: 'Контролери', en: 'Controllers' },
  ],
  [
    'settings',
    '/admin/settings/navigations',
    { ru: 'Навигация', ua: 'Навігація', en: 'Navigations' },
  ],
  [
    'settings',
    '/admin/settings/subactions',
    { ru: 'Подоперации', ua: 'Підоперації', en: 'Subactions' },
  ],
  [
    'settings',
    '/admin/settings/account',
    { ru: 'Учётная запись', ua: 'Обліковий запис', en: 'Account' },
  ],
  ['content', '/admin/content/pages', { ru: 'Страницы', ua: 'Сторінки', en: 'Pages' }],
  ['customer', '/admin/customer/clients', { ru: 'Клиенты', ua: 'Клієнти', en: 'Clients' }],
];
