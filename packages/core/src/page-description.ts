import type { Language } from './languages';
import type { RouteGroup } from './routes';

type Described =
  | 'site'
  | 'sign-in'
  | 'sign-in-confirmation'
  | 'sign-in-recovery'
  | 'email-confirmation'
  | RouteGroup;

// What a search result or a shared link says of a page the editors have given no description.
const DESCRIPTIONS: Readonly<Record<Language, Readonly<Record<Described, string>>>> = {
  ru: {
    site: 'Веб-дизайн, разработка, SEO, реклама и маркетинг на картах.',
    'sign-in': 'Вход в личный кабинет: локации, реклама, публикации, отзывы и статистика.',
    'sign-in-confirmation': 'Введите код, который мы отправили, чтобы войти в личный кабинет.',
    'sign-in-recovery': 'Восстановление доступа: код придёт на подтверждённую почту или телефон.',
    'email-confirmation': 'Подтверждение адреса электронной почты для личного кабинета.',
    account:
      'Личный кабинет: локации, реклама, публикации, уведомления, отзывы, сайты и статистика.',
    admin: 'Панель управления: пользователи, роли, права, страницы и клиенты.',
    error: 'Страница не может быть показана.',
    dev: 'Страница разработчика: проверка сборки и маршрутов сайта.',
  },
  ua: {
    site: 'Веб-дизайн, розробка, SEO, реклама та маркетинг на картах.',
    'sign-in': 'Вхід до особистого кабінету: локації, реклама, публікації, відгуки та статистика.',
    'sign-in-confirmation': 'Введіть код, який ми надіслали, щоб увійти до особистого кабінету.',
    'sign-in-recovery': 'Відновлення доступу: код надійде на підтверджену пошту або телефон.',
    'email-confirmation': 'Підтвердження адреси електронної пошти для особистого кабінету.',
    account:
      'Особистий кабінет: локації, реклама, публікації, сповіщення, відгуки, сайти та статистика.',
    admin: 'Панель керування: користувачі, ролі, права, сторінки та клієнти.',
    error: 'Сторінку неможливо показати.',
    dev: 'Сторінка розробника: перевірка збірки та маршрутів сайту.',
  },
  en: {
    site: 'Web design, development, SEO, pay per click and location-based marketing.',
    'sign-in':
      'Sign in to your account: locations, advertising, publications, reviews and statistics.',
    'sign-in-confirmation': 'Enter the code we sent you to sign in to your account.',
    'sign-in-recovery':
      'Recover access to your account: we send a code to your confirmed e-mail or phone.',
    'email-confirmation': 'Confirm the e-mail address of your account.',
    account:
      'Your account: locations, advertising, publications, notifications, reviews, sites and statistics.',
    admin: 'Back office: users, roles, permissions, pages and clients.',
    error: 'The page cannot be shown.',
    dev: 'Developer page: a check of the build and the routes of the site.',
  },
  es: {
    site: 'Diseño web, desarrollo, SEO, publicidad y marketing en mapas.',
    'sign-in':
      'Acceda a su cuenta: ubicaciones, publicidad, publicaciones, reseñas y estadísticas.',
    'sign-in-confirmation': 'Introduzca el código que le enviamos para acceder a su cuenta.',
    'sign-in-recovery':
      'Recupere el acceso a su cuenta: enviamos un código a su correo o teléfono confirmado.',
    'email-confirmation': 'Confirme la dirección de correo electrónico de su cuenta.',
    account:
      'Su cuenta: ubicaciones, publicidad, publicaciones, notificaciones, reseñas, sitios y estadísticas.',
    admin: 'Panel de administración: usuarios, roles, permisos, páginas y clientes.',
    error: 'No se puede mostrar la página.',
    dev: 'Página de desarrollo: comprobación de la compilación y las rutas del sitio.',
  },
};

/**
 * The meta description of a page: the one its editors gave (trimmed), otherwise the site's own text
 * for the route in `lang`, so that every page in every language has one.
 */
export function pageDescription(
  edited: unknown,
  route: { readonly name: string; readonly group: RouteGroup },
  lang: Language,
): string {
  if (typeof edited === 'string' && edited.trim() !== '') return edited.trim();
  const texts = DESCRIPTIONS[lang] ?? DESCRIPTIONS.ru;
  return (texts as Readonly<Record<string, string>>)[route.name] ?? texts[route.group];
}
