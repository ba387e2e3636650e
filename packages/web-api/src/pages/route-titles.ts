import type { Language, RouteName } from '@agency/core';

type Titles = Record<Language, string>;

const t = (ru: string, ua: string, en: string, es: string): Titles => ({ ru, ua, en, es });

/** The title of each route in each language (page content edited in the back office overrides site pages). */
export const ROUTE_TITLES: Record<RouteName, Titles> = {
  home: t('Digital-агентство', 'Digital-агенція', 'Digital agency', 'Agencia digital'),
  ui: t('Типографика', 'Типографіка', 'Typography', 'Tipografía'),
  'privacy-policy': t(
    'Политика конфиденциальности',
    'Політика конфіденційності',
    'Privacy policy',
    'Política de privacidad',
  ),
  'terms-of-service': t(
    'Условия использования',
    'Умови використання',
    'Terms of service',
    'Términos del servicio',
  ),
  'email-confirmation': t(
    'Подтверждение e-mail',
    'Підтвердження e-mail',
    'E-mail confirmation',
    'Confirmación del e-mail',
  ),
  'sign-in': t('Вход', 'Вхід', 'Sign in', 'Iniciar sesión'),
  'sign-in-confirmation': t(
    'Подтверждение входа',
    'Підтвердження входу',
    'Confirm sign-in',
    'Confirmar el inicio de sesión',
  ),
  'sign-in-recovery': t(
    'Восстановление пароля',
    'Відновлення пароля',
    'Password recovery',
    'Recuperar la contraseña',
  ),
  account: t('Личный кабинет', 'Особистий кабінет', 'Account', 'Cuenta'),
  'account-pins': t('Пины', 'Піни', 'Pins', 'Pines'),
  'account-pins-locations': t('Локации', 'Локації', 'Locations', 'Ubicaciones'),
  'account-pins-advertising': t('Реклама', 'Реклама', 'Advertising', 'Publicidad'),
  'account-pins-publications': t('Публикации', 'Публікації', 'Publications', 'Publicaciones'),
  'account-pins-notifications': t('Уведомления', 'Сповіщення', 'Notifications', 'Notificaciones'),
  'account-pins-reviews': t('Отзывы', 'Відгуки', 'Reviews', 'Reseñas'),
  'account-pins-sites': t('Сайты', 'Сайти', 'Sites', 'Sitios'),
  'account-pins-statistics': t('Статистика', 'Статистика', 'Statistics', 'Estadísticas'),
  'account-settings': t('Настройки', 'Налаштування', 'Settings', 'Ajustes'),
  admin: t('Администрирование', 'Адміністрування', 'Administration', 'Administración'),
  'admin-login': t(
    'Вход администратора',
    'Вхід адміністратора',
    'Admin sign-in',
    'Acceso de administrador',
  ),
  'admin-settings-users': t('Пользователи', 'Користувачі', 'Users', 'Usuarios'),
  'admin-settings-roles': t('Роли', 'Ролі', 'Roles', 'Roles'),
  'admin-settings-permissions': t('Разрешения', 'Дозволи', 'Permissions', 'Permisos'),
  'admin-settings-controllers': t('Контроллеры', 'Контролери', 'Controllers', 'Controladores'),
  'admin-settings-navigations': t('Навигация', 'Навігація', 'Navigations', 'Navegación'),
  'admin-settings-subactions': t('Подоперации', 'Підоперації', 'Subactions', 'Subacciones'),
  'admin-settings-account': t(
    'Учётная запись',
    'Обліковий запис',
    'Account settings',
    'Ajustes de la cuenta',
  ),
  'admin-content-pages': t('Страницы', 'Сторінки', 'Pages', 'Páginas'),
  'admin-customer-clients': t('Клиенты', 'Клієнти', 'Clients', 'Clientes'),
  'dev-start': t('Старт', 'Старт', 'Start', 'Inicio'),
  error: t(
    'Страница ошибки. Что-то пошло не так',
    'Сторінка помилки. Щось пішло не так',
    'Error page. Something went wrong',
    'Página de error. Algo salió mal',
  ),
};

/** Breadcrumb parents of each route (the trail is the parents' titles, then the route's own). */
export const ROUTE_PARENTS: Partial<Record<RouteName, RouteName[]>> = {
  'sign-in-confirmation': ['sign-in'],
  'sign-in-recovery': ['sign-in'],
  'account-pins': ['account'],
  'account-pins-locations': ['account', 'account-pins'],
  'account-pins-advertising': ['account', 'account-pins'],
  'account-pins-publications': ['account', 'account-pins'],
  'account-pins-notifications': ['account', 'account-pins'],
  'account-pins-reviews': ['account', 'account-pins'],
  'account-pins-sites': ['account', 'account-pins'],
  'account-pins-statistics': ['account', 'account-pins'],
  'account-settings': ['account'],
  'admin-settings-users': ['admin'],
  'admin-settings-roles': ['admin'],
  'admin-settings-permissions': ['admin'],
  'admin-settings-controllers': ['admin'],
  'admin-settings-navigations': ['admin'],
  'admin-settings-subactions': ['admin'],
  'admin-settings-account': ['admin'],
  'admin-content-pages': ['admin'],
  'admin-customer-clients': ['admin'],
};
