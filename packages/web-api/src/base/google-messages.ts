import type { Language } from '@agency/core';

/**
 * The texts of the Google Business Profile connection a person can read in an answer, by stable
 * code and language (ru, ua, en, es; Spanish addresses the reader as "usted"), in the shape of core's
 * SERVER_MESSAGES so that they can move there as they are. `{name}` placeholders take values.
 */
export const GOOGLE_MESSAGES = {
  'google.off': {
    ru: 'Подключение Google Business Profile на этом сайте не настроено',
    ua: 'Підключення Google Business Profile на цьому сайті не налаштовано',
    en: 'Connecting Google Business Profile is not set up on this site',
    es: 'La conexión con Google Business Profile no está configurada en este sitio',
  },
  'google.state': {
    ru: 'Подключение Google заняло слишком много времени, было начато в другом браузере или для другой учётной записи, или уже завершено. Подключите ещё раз',
    ua: 'Підключення Google тривало надто довго, було розпочате в іншому браузері чи для іншого облікового запису, або вже завершене. Підключіть ще раз',
    en: 'Connecting Google took too long, was started in another browser or for another account, or is already complete. Please connect again',
    es: 'La conexión con Google tardó demasiado, se inició en otro navegador o para otra cuenta, o ya terminó. Conecte de nuevo',
  },
  'google.code': {
    ru: 'Google не принял этот ответ: он уже использован или устарел. Подключите ещё раз',
    ua: 'Google не прийняв цю відповідь: її вже використано або вона застаріла. Підключіть ще раз',
    en: 'Google did not accept this answer: it was already used or has expired. Please connect again',
    es: 'Google no aceptó esta respuesta: ya se usó o caducó. Conecte de nuevo',
  },
  'google.scope': {
    ru: 'Google не дал доступа к вашим компаниям. Подключите ещё раз и разрешите управление профилями компаний',
    ua: 'Google не надав доступу до ваших компаній. Підключіть ще раз і дозвольте керування профілями компаній',
    en: 'Google did not give access to your businesses. Connect again and allow managing your business profiles',
    es: 'Google no dio acceso a sus negocios. Conecte de nuevo y permita administrar los perfiles de empresa',
  },
  'google.notConnected': {
    ru: 'Сначала подключите Google Business Profile',
    ua: 'Спершу підключіть Google Business Profile',
    en: 'Connect Google Business Profile first',
    es: 'Conecte primero Google Business Profile',
  },
  'google.reconnect': {
    ru: 'Google больше не принимает это подключение. Подключите Google Business Profile заново: данные в кабинете сохранены',
    ua: 'Google більше не приймає це підключення. Підключіть Google Business Profile знову: дані в кабінеті збережено',
    en: 'Google no longer accepts this connection. Connect Google Business Profile again: nothing in your account was lost',
    es: 'Google ya no acepta esta conexión. Vuelva a conectar Google Business Profile: no se perdió nada de su cuenta',
  },
  'google.busy': {
    ru: 'Исчерпан лимит запросов к Google на эту минуту. Попробуйте через {seconds} с',
    ua: 'Вичерпано ліміт запитів до Google на цю хвилину. Спробуйте за {seconds} с',
    en: 'The limit of requests to Google for this minute is reached. Please try again in {seconds} s',
    es: 'Se alcanzó el límite de solicitudes a Google de este minuto. Inténtelo de nuevo en {seconds} s',
  },
  'google.unavailable': {
    ru: 'Google сейчас не отвечает. Попробуйте через несколько минут',
    ua: 'Google зараз не відповідає. Спробуйте за кілька хвилин',
    en: 'Google is not answering right now. Please try again in a few minutes',
    es: 'Google no responde ahora. Inténtelo de nuevo en unos minutos',
  },
  'google.listingGone': {
    ru: 'Подключение больше не управляет компанией {name}',
    ua: 'Підключення більше не керує компанією {name}',
    en: 'The connection no longer manages the listing {name}',
    es: 'La conexión ya no administra la ficha {name}',
  },
  'google.listingLinked': {
    ru: 'Эта компания Google уже связана с точкой',
    ua: 'Ця компанія Google уже пов’язана з точкою',
    en: 'This Google listing is already linked to a location',
    es: 'Esta ficha de Google ya está vinculada a una ubicación',
  },
  'google.locationLinked': {
    ru: 'Эта точка уже связана с другой компанией Google',
    ua: 'Ця точка вже пов’язана з іншою компанією Google',
    en: 'This location is already linked to another Google listing',
    es: 'Esta ubicación ya está vinculada a otra ficha de Google',
  },
  'google.choiceTwice': {
    ru: 'Эта компания выбрана дважды',
    ua: 'Цю компанію вибрано двічі',
    en: 'This listing is chosen twice',
    es: 'Esta ficha se eligió dos veces',
  },
  'google.notLinked': {
    ru: 'Эта точка не связана с Google',
    ua: 'Ця точка не пов’язана з Google',
    en: 'This location is not linked to Google',
    es: 'Esta ubicación no está vinculada a Google',
  },
  'google.ambiguous': {
    ru: 'С компанией совпадает несколько точек клиента ({rule}); оставьте одну и повторите',
    ua: 'З компанією збігається кілька точок клієнта ({rule}); залиште одну й повторіть',
    en: 'Several locations of the customer match the listing ({rule}); keep one and try again',
    es: 'Varias ubicaciones del cliente coinciden con la ficha ({rule}); deje una e inténtelo de nuevo',
  },
  'google.notCustomer': {
    ru: 'Такого клиента нет',
    ua: 'Такого клієнта немає',
    en: 'No such customer account',
    es: 'No existe esa cuenta de cliente',
  },
  'googleSync.gone': {
    ru: 'Google удалил эту компанию, или подключение больше ею не управляет; точка сохранена без связи',
    ua: 'Google видалив цю компанію, або підключення більше нею не керує; точку збережено без зв’язку',
    en: 'Google removed this listing, or the connection no longer manages it; the location stays, unlinked',
    es: 'Google eliminó esta ficha o la conexión ya no la administra; la ubicación se conserva sin vínculo',
  },
  'googleSync.unavailable': {
    ru: 'Google не принимал изменения несколько раз подряд; сохраните точку ещё раз позже',
    ua: 'Google не приймав зміни кілька разів поспіль; збережіть точку ще раз пізніше',
    en: 'Google did not take the change after several tries; save the location again later',
    es: 'Google no aceptó el cambio tras varios intentos; guarde la ubicación de nuevo más tarde',
  },
  'googleSync.categoryUnknown': {
    ru: 'Google не знает категорию {names}; выберите категорию из списка Google',
    ua: 'Google не знає категорію {names}; виберіть категорію зі списку Google',
    en: 'Google does not know the category {names}; choose a category from Google’s list',
    es: 'Google no conoce la categoría {names}; elija una categoría de la lista de Google',
  },
  'googleSync.name': {
    ru: 'Google не принял название точки',
    ua: 'Google не прийняв назву точки',
    en: 'Google did not accept the name of the location',
    es: 'Google no aceptó el nombre de la ubicación',
  },
  'googleSync.website': {
    ru: 'Google не принял адрес сайта: нужен адрес http:// или https://',
    ua: 'Google не прийняв адресу сайту: потрібна адреса http:// або https://',
    en: 'Google did not accept the website: it needs an http:// or https:// address',
    es: 'Google no aceptó el sitio web: necesita una dirección http:// o https://',
  },
  'googleSync.phone': {
    ru: 'Google не принял номер телефона (не больше двух дополнительных)',
    ua: 'Google не прийняв номер телефону (не більше двох додаткових)',
    en: 'Google did not accept a phone number (at most two additional ones)',
    es: 'Google no aceptó un número de teléfono (como máximo dos adicionales)',
  },
  'googleSync.address': {
    ru: 'Google не принял адрес: нужны страна и не больше пяти строк адреса',
    ua: 'Google не прийняв адресу: потрібні країна й не більше п’яти рядків адреси',
    en: 'Google did not accept the address: it needs a country and at most five address lines',
    es: 'Google no aceptó la dirección: necesita un país y como máximo cinco líneas',
  },
  'googleSync.hours': {
    ru: 'Google не принял часы работы: периоды не должны пересекаться, особые часы с ночным периодом должны закрываться до полудня',
    ua: 'Google не прийняв години роботи: періоди не мають перетинатися, особливі години з нічним періодом мають закриватися до полудня',
    en: 'Google did not accept the opening hours: periods must not overlap, and special hours running past midnight must close before noon',
    es: 'Google no aceptó el horario: los periodos no deben solaparse y los horarios especiales que pasan la medianoche deben cerrar antes del mediodía',
  },
  'googleSync.description': {
    ru: 'Google не принял описание (не больше 750 символов, без ссылок)',
    ua: 'Google не прийняв опис (не більше 750 символів, без посилань)',
    en: 'Google did not accept the description (at most 750 characters, no links)',
    es: 'Google no aceptó la descripción (como máximo 750 caracteres, sin enlaces)',
  },
  'googleSync.category': {
    ru: 'Google не принял категорию',
    ua: 'Google не прийняв категорію',
    en: 'Google did not accept a category',
    es: 'Google no aceptó una categoría',
  },
  'googleSync.openStatus': {
    ru: 'Google не принял статус работы точки',
    ua: 'Google не прийняв статус роботи точки',
    en: 'Google did not accept whether the business is open',
    es: 'Google no aceptó el estado de apertura del negocio',
  },
} as const satisfies Record<string, Readonly<Record<Language, string>>>;

/** A code of {@link GOOGLE_MESSAGES}. */
export type GoogleMessageCode = keyof typeof GOOGLE_MESSAGES;

/** True when `value` is a code of {@link GOOGLE_MESSAGES}. */
export function isGoogleMessageCode(value: unknown): value is GoogleMessageCode {
  return typeof value === 'string' && Object.hasOwn(GOOGLE_MESSAGES, value);
}
