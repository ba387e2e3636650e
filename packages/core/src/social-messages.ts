import type { Language } from './languages';
import type { SocialProblem } from './social-sign-in';

/**
 * The server messages telling why a social sign-in was refused (`social.<problem>` of
 * SERVER_MESSAGES, which holds them too), apart so that the sign-in page's code carries only these.
 */
export const SOCIAL_MESSAGES = {
  'social.state': {
    ru: 'Вход занял слишком много времени или был начат не на этом сайте. Попробуйте ещё раз',
    ua: 'Вхід тривав надто довго або був розпочатий не на цьому сайті. Спробуйте ще раз',
    en: 'The sign-in took too long or was not started on this site. Please try again',
    es: 'El inicio de sesión tardó demasiado o no se inició en este sitio. Inténtelo de nuevo',
  },
  'social.code': {
    ru: 'Этот ответ сервиса входа уже использован или устарел. Войдите ещё раз',
    ua: 'Цю відповідь сервісу входу вже використано або вона застаріла. Увійдіть ще раз',
    en: 'This answer of the sign-in provider was already used or has expired. Please sign in again',
    es: 'Esta respuesta del proveedor de inicio de sesión ya se usó o caducó. Inicie sesión de nuevo',
  },
  'social.token': {
    ru: 'Подтверждение входа от сервиса не прошло проверку. Попробуйте ещё раз',
    ua: 'Підтвердження входу від сервісу не пройшло перевірку. Спробуйте ще раз',
    en: 'The provider’s confirmation of your sign-in failed our checks. Please try again',
    es: 'La confirmación del proveedor no superó nuestras comprobaciones. Inténtelo de nuevo',
  },
  'social.provider': {
    ru: 'Сервис входа не завершил вход. Попробуйте позже или войдите другим способом',
    ua: 'Сервіс входу не завершив вхід. Спробуйте пізніше або увійдіть іншим способом',
    en: 'The sign-in provider did not complete the sign-in. Try again later or sign in another way',
    es: 'El proveedor no completó el inicio de sesión. Inténtelo más tarde o inicie sesión de otra forma',
  },
  'social.noEmail': {
    ru: 'Сервис входа не передал ваш e-mail. Разрешите доступ к e-mail или войдите другим способом',
    ua: 'Сервіс входу не передав ваш e-mail. Дозвольте доступ до e-mail або увійдіть іншим способом',
    en: 'The sign-in provider did not share your e-mail. Allow access to it, or sign in another way',
    es: 'El proveedor no compartió su correo electrónico. Permita el acceso o inicie sesión de otra forma',
  },
  'social.emailInUse': {
    ru: 'Учётная запись с этим e-mail уже есть. Войдите паролем или кодом, затем подключите сервис в настройках',
    ua: 'Обліковий запис із цим e-mail уже є. Увійдіть паролем або кодом, потім підключіть сервіс у налаштуваннях',
    en: 'An account with this e-mail exists. Sign in with your password or a code, then connect the provider in Settings',
    es: 'Ya existe una cuenta con este correo. Inicie sesión con su contraseña o un código y conecte el proveedor en Ajustes',
  },
  'social.linkedElsewhere': {
    ru: 'Этот аккаунт сервиса уже открывает другую учётную запись',
    ua: 'Цей акаунт сервісу вже відкриває інший обліковий запис',
    en: 'This provider account already signs into another account',
    es: 'Esta cuenta del proveedor ya da acceso a otra cuenta',
  },
  'social.cancelled': {
    ru: 'Вход через сервис отменён',
    ua: 'Вхід через сервіс скасовано',
    en: 'The sign-in with the provider was cancelled',
    es: 'Se canceló el inicio de sesión con el proveedor',
  },
  'social.off': {
    ru: 'Этот способ входа недоступен',
    ua: 'Цей спосіб входу недоступний',
    en: 'This way to sign in is not available',
    es: 'Esta forma de iniciar sesión no está disponible',
  },
  'social.lastWay': {
    ru: 'Это ваш единственный способ входа: сначала задайте пароль или телефон',
    ua: 'Це ваш єдиний спосіб входу: спершу задайте пароль або телефон',
    en: 'This is your only way to sign in: set a password or a phone first',
    es: 'Es su única forma de iniciar sesión: primero establezca una contraseña o un teléfono',
  },
  'social.notLinked': {
    ru: 'Этот сервис не подключён к вашей учётной записи',
    ua: 'Цей сервіс не підключено до вашого облікового запису',
    en: 'This provider is not linked to your account',
    es: 'Este proveedor no está vinculado a su cuenta',
  },
} as const satisfies Record<string, Readonly<Record<Language, string>>>;

/** Why a social sign-in was refused, in a language (these messages have no placeholders). */
export function socialMessage(problem: SocialProblem, lang: Language): string {
  return SOCIAL_MESSAGES[`social.${problem}`][lang];
}
