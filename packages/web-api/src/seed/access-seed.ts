import { CONTRACT_PAIRS } from '../access/contract-pairs';
import { controllerArea } from '../access/controller-area';
import type { Db } from '../db/db';

// Pairs every signed-in kind needs besides its own area.
const SHARED_SIGNED_IN = new Set(['Index/profile', 'Auth/signOut']);

const NAVIGATION = [
  ['customer', 'account', '/account', 'Кабинет', 'Кабінет', 'Account'],
  ['customer', 'pins', '/account/pins/locations', 'Локации', 'Локації', 'Locations'],
  ['customer', 'pins', '/account/pins/advertising', 'Реклама', 'Реклама', 'Advertising'],
  ['customer', 'pins', '/account/pins/publications', 'Публикации', 'Публікації', 'Publications'],
  ['customer', 'pins', '/account/pins/notifications', 'Уведомления', 'Сповіщення', 'Notifications'],
  ['customer', 'pins', '/account/pins/reviews', 'Отзывы', 'Відгуки', 'Reviews'],
  ['customer', 'pins', '/account/pins/sites', 'Сайты', 'Сайти', 'Sites'],
  ['customer', 'pins', '/account/pins/statistics', 'Статистика', 'Статистика', 'Statistics'],
  ['customer', 'settings', '/account/settings', 'Настройки', 'Налаштування', 'Settings'],
  ['admin', 'admin', '/admin', 'Обзор', 'Огляд', 'Overview'],
  ['admin', 'settings', '/admin/settings/users', 'Пользователи', 'Користувачі', 'Users'],
  ['admin', 'settings', '/admin/settings/roles', 'Роли', 'Ролі', 'Roles'],
  ['admin', 'settings', '/admin/settings/permissions', 'Разрешения', 'Дозволи', 'Permissions'],
  ['admin', 'settings', '/admin/settings/controllers', 'Контроллеры', 'Контролери', 'Controllers'],
  ['admin', 'settings', '/admin/settings/navigations', 'Навигация', 'Навігація', 'Navigations'],
  ['admin', 'settings', '/admin/settings/subactions', 'Подоперации', 'Підоперації', 'Subactions'],
  ['admin', 'settings', '/admin/settings/account', 'Учётная запись', 'Обліковий запис', 'Account'],
  ['admin', 'content', '/admin/content/pages', 'Страницы', 'Сторінки', 'Pages'],
  ['admin', 'customer', '/admin/customer/clients', 'Клиенты', 'Клієнти', 'Clients'],
] as const;

/** Seeds the access tables from the contract: controllers, subactions, the three roles, their permissions and menus. */
export async function seedAccess(db: Db): Promise<void> {
  const controllers = [...new Set(CONTRACT_PAIRS.map((pair) => pair.controller))];
  for (const name of controllers) {
    await db.query('insert into controllers (name, area, description) values ($1, $2, $3)', [
      name,
      controllerArea(name),
      `${name} controller`,
    ]);
  }
  for (const pair of CONTRACT_PAIRS) {
    await db.query(
      'insert into subactions (controller, name, method, description) values ($1, $2, $3, $4)',
      [pair.controller, pair.subaction, pair.method, pair.description],
    );
  }
  for (const [name, description] of [
    ['anonymous', 'Everyone, signed in or not'],
    ['customer', 'A customer with an account area'],
    ['admin', 'A back-office administrator'],
  ]) {
    // Each built-in role's kind is its name: everyone's, customers', back-office users'.
    await db.query('insert into roles (name, description, kind) values ($1, $2, $1)', [
      name,
      description,
    ]);
  }
  for (const pair of CONTRACT_PAIRS) {
    const key = `${pair.controller}/${pair.subaction}`;
    // The admin role holds every customer pair too: under the grant rule (nobody grants what they do
    // not hold) that is what lets an admin give customers their role. Customer pairs act for a
    // customer session's account, so an admin token still cannot call them on anyone's behalf.
    const roles =
      SHARED_SIGNED_IN.has(key) || pair.access === 'customer'
        ? ['customer', 'admin']
        : [pair.access];
    for (const role of roles) {
      await db.query('insert into permissions (role, controller, subaction) values ($1, $2, $3)', [
        role,
        pair.controller,
        pair.subaction,
      ]);
    }
  }
  for (const [index, [role, group, route, ru, ua, en]] of NAVIGATION.entries()) {
    await db.query(
      'insert into navigations (role, nav_group, route, labels, position) values ($1, $2, $3, $4, $5)',
      [role, group, route, JSON.stringify({ ru, ua, en }), index * 10],
    );
  }
}
