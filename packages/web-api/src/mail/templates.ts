import type { Language } from '@agency/core';
import type { MessageKind } from './message-content';

/** One message in one language: its subject, paragraphs and, for a message with a link, the link's label. */
export interface Template {
  subject: string;
  /** Paragraphs; `{code}`, `{email}`, `{phone}`, `{author}`, `{stars}` and `{location}` stand for the message's values. */
  body: readonly string[];
  /** Label of the message's link (only kinds that carry one). */
  action?: string;
}

/** Words shared by every message of a language. */
export interface TemplateWords {
  /** Shown above the link written out in full, for mail readers that do not open links. */
  linkFallback: string;
}

const NOT_YOU = {
  ru: 'Если это были не вы, войдите, смените пароль и сразу свяжитесь с нами.',
  ua: "Якщо це були не ви, увійдіть, змініть пароль і негайно зв'яжіться з нами.",
  en: 'If this was not you, sign in, change your password and contact us at once.',
  es: 'Si no ha sido usted, inicie sesión, cambie su contraseña y contáctenos de inmediato.',
} as const satisfies Record<Language, string>;

/** The words of each language that are no template's own. */
export const TEMPLATE_WORDS: Readonly<Record<Language, TemplateWords>> = {
  ru: { linkFallback: 'Если ссылка не открывается, скопируйте этот адрес в браузер:' },
  ua: { linkFallback: 'Якщо посилання не відкривається, скопіюйте цю адресу в браузер:' },
  en: { linkFallback: 'If the link does not open, copy this address into your browser:' },
  es: { linkFallback: 'Si el enlace no se abre, copie esta dirección en su navegador:' },
};

/** Every message kind in ru, ua, en and es. */
export const TEMPLATES: Readonly<Record<MessageKind, Readonly<Record<Language, Template>>>> = {
  'sign-in-code': {
    ru: {
      subject: 'Код для входа',
      body: ['Ваш код для входа: {code}.', 'Он действует 10 минут. Никому его не сообщайте.'],
    },
    ua: {
      subject: 'Код для входу',
      body: ['Ваш код для входу: {code}.', 'Він діє 10 хвилин. Нікому його не повідомляйте.'],
    },
    en: {
      subject: 'Sign-in code',
      body: ['Your sign-in code: {code}.', 'It works for 10 minutes. Do not share it with anyone.'],
    },
    es: {
      subject: 'Código de acceso',
      body: [
        'Su código de acceso: {code}.',
        'Es válido durante 10 minutos. No lo comparta con nadie.',
      ],
    },
  },
  'recovery-code': {
    ru: {
      subject: 'Код восстановления пароля',
      body: [
        'Ваш код восстановления пароля: {code}.',
        'Он действует 10 минут. Если вы его не запрашивали, просто проигнорируйте это письмо: пароль останется прежним.',
      ],
    },
    ua: {
      subject: 'Код відновлення пароля',
      body: [
        'Ваш код відновлення пароля: {code}.',
        'Він діє 10 хвилин. Якщо ви його не запитували, просто проігноруйте цей лист: пароль залишиться незмінним.',
      ],
    },
    en: {
      subject: 'Password recovery code',
      body: [
        'Your password recovery code: {code}.',
        'It works for 10 minutes. If you did not ask for it, ignore this message: your password stays the same.',
      ],
    },
    es: {
      subject: 'Código para recuperar la contraseña',
      body: [
        'Su código para recuperar la contraseña: {code}.',
        'Es válido durante 10 minutos. Si no lo ha solicitado, ignore este mensaje: su contraseña no cambia.',
      ],
    },
  },
  'email-confirmation': {
    ru: {
      subject: 'Подтвердите адрес электронной почты',
      body: [
        'Откройте ссылку ниже, чтобы подтвердить адрес электронной почты.',
        'Ссылка действует 24 часа.',
      ],
      action: 'Подтвердить адрес',
    },
    ua: {
      subject: 'Підтвердьте адресу електронної пошти',
      body: [
        'Відкрийте посилання нижче, щоб підтвердити адресу електронної пошти.',
        'Посилання діє 24 години.',
      ],
      action: 'Підтвердити адресу',
    },
    en: {
      subject: 'Confirm your e-mail address',
      body: ['Open the link below to confirm your e-mail address.', 'The link works for 24 hours.'],
      action: 'Confirm the e-mail address',
    },
    es: {
      subject: 'Confirme su dirección de correo electrónico',
      body: [
        'Abra el enlace de abajo para confirmar su dirección de correo electrónico.',
        'El enlace es válido durante 24 horas.',
      ],
      action: 'Confirmar la dirección',
    },
  },
  'email-change': {
    ru: {
      subject: 'Адрес для входа меняется',
      body: [
        'Запрошена смена адреса для входа на {email}.',
        'Этот адрес остаётся адресом для входа, пока новый не подтверждён.',
        NOT_YOU.ru,
      ],
    },
    ua: {
      subject: 'Адреса для входу змінюється',
      body: [
        'Запитано зміну адреси для входу на {email}.',
        'Ця адреса залишається адресою для входу, доки нову не підтверджено.',
        NOT_YOU.ua,
      ],
    },
    en: {
      subject: 'Your sign-in e-mail is being changed',
      body: [
        'A change of your sign-in e-mail to {email} was asked for.',
        'This address stays your sign-in address until the new one is confirmed.',
        NOT_YOU.en,
      ],
    },
    es: {
      subject: 'Se está cambiando su correo de acceso',
      body: [
        'Se ha solicitado cambiar su correo de acceso a {email}.',
        'Esta dirección sigue siendo la de acceso hasta que se confirme la nueva.',
        NOT_YOU.es,
      ],
    },
  },
  'email-changed': {
    ru: {
      subject: 'Адрес для входа изменён',
      body: ['Адрес для входа в вашу учётную запись изменён на {email}.', NOT_YOU.ru],
    },
    ua: {
      subject: 'Адресу для входу змінено',
      body: ['Адресу для входу у ваш обліковий запис змінено на {email}.', NOT_YOU.ua],
    },
    en: {
      subject: 'Your sign-in e-mail changed',
      body: ['The sign-in e-mail of your account was changed to {email}.', NOT_YOU.en],
    },
    es: {
      subject: 'Su correo de acceso ha cambiado',
      body: ['El correo de acceso de su cuenta se ha cambiado a {email}.', NOT_YOU.es],
    },
  },
  'phone-change': {
    ru: {
      subject: 'Номер телефона изменён',
      body: ['Номер телефона вашей учётной записи изменён на {phone}.', NOT_YOU.ru],
    },
    ua: {
      subject: 'Номер телефону змінено',
      body: ['Номер телефону вашого облікового запису змінено на {phone}.', NOT_YOU.ua],
    },
    en: {
      subject: 'The phone number of your account changed',
      body: ['The phone number of your account was changed to {phone}.', NOT_YOU.en],
    },
    es: {
      subject: 'El teléfono de su cuenta ha cambiado',
      body: ['El número de teléfono de su cuenta se ha cambiado a {phone}.', NOT_YOU.es],
    },
  },
  'phone-removed': {
    ru: {
      subject: 'Номер телефона удалён',
      body: ['Номер телефона удалён из вашей учётной записи.', NOT_YOU.ru],
    },
    ua: {
      subject: 'Номер телефону видалено',
      body: ['Номер телефону видалено з вашого облікового запису.', NOT_YOU.ua],
    },
    en: {
      subject: 'The phone number was removed from your account',
      body: ['The phone number was removed from your account.', NOT_YOU.en],
    },
    es: {
      subject: 'Se ha eliminado el teléfono de su cuenta',
      body: ['Se ha eliminado el número de teléfono de su cuenta.', NOT_YOU.es],
    },
  },
  'password-changed': {
    ru: {
      subject: 'Пароль изменён',
      body: [
        'Пароль вашей учётной записи изменён. На других устройствах выполнен выход.',
        'Если это были не вы, сразу восстановите пароль и свяжитесь с нами.',
      ],
    },
    ua: {
      subject: 'Пароль змінено',
      body: [
        'Пароль вашого облікового запису змінено. На інших пристроях виконано вихід.',
        "Якщо це були не ви, негайно відновіть пароль і зв'яжіться з нами.",
      ],
    },
    en: {
      subject: 'Your password changed',
      body: [
        'The password of your account was changed. Other devices were signed out.',
        'If this was not you, recover your password at once and contact us.',
      ],
    },
    es: {
      subject: 'Su contraseña ha cambiado',
      body: [
        'Se ha cambiado la contraseña de su cuenta. Se ha cerrado la sesión en los demás dispositivos.',
        'Si no ha sido usted, recupere su contraseña de inmediato y contáctenos.',
      ],
    },
  },
  'phone-change-code': {
    ru: {
      subject: 'Код для смены номера',
      body: [
        'Код, чтобы сделать {phone} номером вашей учётной записи: {code}.',
        'Он действует 10 минут. Никому его не сообщайте.',
      ],
    },
    ua: {
      subject: 'Код для зміни номера',
      body: [
        'Код, щоб зробити {phone} номером вашого облікового запису: {code}.',
        'Він діє 10 хвилин. Нікому його не повідомляйте.',
      ],
    },
    en: {
      subject: 'Code to change your number',
      body: [
        'The code to make {phone} the number of your account: {code}.',
        'It works for 10 minutes. Never share it.',
      ],
    },
    es: {
      subject: 'Código para cambiar su número',
      body: [
        'El código para que {phone} sea el número de su cuenta: {code}.',
        'Es válido durante 10 minutos. No lo comparta con nadie.',
      ],
    },
  },
  'address-in-use': {
    ru: {
      subject: 'Ваш адрес пытались добавить к другой учётной записи',
      body: [
        'Кто-то попросил использовать этот адрес для другой учётной записи на нашем сайте. Ваша учётная запись не изменилась, и никому ничего не отправлено.',
        'Если это были вы, входите с этим адресом. Если нет, ничего делать не нужно.',
      ],
    },
    ua: {
      subject: 'Вашу адресу намагалися додати до іншого облікового запису',
      body: [
        'Хтось попросив використати цю адресу для іншого облікового запису на нашому сайті. Ваш обліковий запис не змінився, і нікому нічого не надіслано.',
        'Якщо це були ви, входьте з цією адресою. Якщо ні, нічого робити не потрібно.',
      ],
    },
    en: {
      subject: 'Someone tried to add your address to another account',
      body: [
        'Someone asked to use this address for another account on our site. Your account has not changed and nothing was sent to anyone else.',
        'If it was you, sign in with this address. If not, you need not do anything.',
      ],
    },
    es: {
      subject: 'Alguien intentó añadir su dirección a otra cuenta',
      body: [
        'Alguien pidió usar esta dirección para otra cuenta en nuestro sitio. Su cuenta no ha cambiado y no se ha enviado nada a nadie más.',
        'Si ha sido usted, inicie sesión con esta dirección. Si no, no tiene que hacer nada.',
      ],
    },
  },
  'phone-in-use': {
    ru: {
      subject: 'Ваш номер пытались добавить к другой учётной записи',
      body: [
        'Кто-то попросил использовать этот номер для другой учётной записи. Ваша учётная запись не изменилась; если это были не вы, ничего делать не нужно.',
      ],
    },
    ua: {
      subject: 'Ваш номер намагалися додати до іншого облікового запису',
      body: [
        'Хтось попросив використати цей номер для іншого облікового запису. Ваш обліковий запис не змінився; якщо це були не ви, нічого робити не потрібно.',
      ],
    },
    en: {
      subject: 'Someone tried to add your number to another account',
      body: [
        'Someone asked to use this number for another account. Your account has not changed; if it was not you, you need not do anything.',
      ],
    },
    es: {
      subject: 'Alguien intentó añadir su número a otra cuenta',
      body: [
        'Alguien pidió usar este número para otra cuenta. Su cuenta no ha cambiado; si no ha sido usted, no tiene que hacer nada.',
      ],
    },
  },
  lead: {
    ru: {
      subject: 'Заявка с сайта',
      body: ['С сайта пришла заявка. Ответьте в течение одного рабочего дня.'],
    },
    ua: {
      subject: 'Заявка з сайту',
      body: ['З сайту надійшла заявка. Дайте відповідь протягом одного робочого дня.'],
    },
    en: {
      subject: 'A quote request from the site',
      body: ['A quote request came from the site. Answer it within one working day.'],
    },
    es: {
      subject: 'Una solicitud de presupuesto desde el sitio',
      body: [
        'Ha llegado una solicitud de presupuesto desde el sitio. Respóndala en un día laborable.',
      ],
    },
  },
  'review-new': {
    ru: {
      subject: 'Новый отзыв в Google',
      body: ['{author} оставил(а) отзыв о «{location}»: {stars} из 5.'],
      action: 'Ответить в личном кабинете',
    },
    ua: {
      subject: 'Новий відгук у Google',
      body: ['{author} залишив(ла) відгук про «{location}»: {stars} з 5.'],
      action: 'Відповісти в особистому кабінеті',
    },
    en: {
      subject: 'A new Google review',
      body: ['{author} reviewed “{location}”: {stars} of 5.'],
      action: 'Reply in your account',
    },
    es: {
      subject: 'Una nueva reseña en Google',
      body: ['{author} ha publicado una reseña de «{location}»: {stars} de 5.'],
      action: 'Responder en su cuenta',
    },
  },
  'review-changed': {
    ru: {
      subject: 'Отзыв в Google изменён',
      body: ['{author} изменил(а) отзыв о «{location}»: теперь {stars} из 5.'],
      action: 'Открыть в личном кабинете',
    },
    ua: {
      subject: 'Відгук у Google змінено',
      body: ['{author} змінив(ла) відгук про «{location}»: тепер {stars} з 5.'],
      action: 'Відкрити в особистому кабінеті',
    },
    en: {
      subject: 'A Google review was changed',
      body: ['{author} changed their review of “{location}”: now {stars} of 5.'],
      action: 'Open in your account',
    },
    es: {
      subject: 'Una reseña en Google ha cambiado',
      body: ['{author} ha cambiado su reseña de «{location}»: ahora {stars} de 5.'],
      action: 'Abrir en su cuenta',
    },
  },
  // Fixed text only: nothing the visitor typed is repeated (such mail must not carry a spammer's words).
  invitation: {
    ru: {
      subject: 'Приглашение в личный кабинет',
      body: [
        'Мы открыли для вас личный кабинет на нашем сайте. Откройте ссылку ниже и придумайте пароль, чтобы войти.',
        'Ссылка действует 7 дней и открывается один раз. Если вы не ждали этого письма, просто проигнорируйте его.',
      ],
      action: 'Придумать пароль',
    },
    ua: {
      subject: 'Запрошення до особистого кабінету',
      body: [
        'Ми відкрили для вас особистий кабінет на нашому сайті. Відкрийте посилання нижче й придумайте пароль, щоб увійти.',
        'Посилання діє 7 днів і відкривається один раз. Якщо ви не чекали цього листа, просто проігноруйте його.',
      ],
      action: 'Придумати пароль',
    },
    en: {
      subject: 'An invitation to your account',
      body: [
        'We have opened an account for you on our site. Open the link below and choose a password to sign in.',
        'The link works for 7 days and once only. If you did not expect this message, ignore it.',
      ],
      action: 'Choose a password',
    },
    es: {
      subject: 'Una invitación a su cuenta',
      body: [
        'Hemos abierto una cuenta para usted en nuestro sitio. Abra el enlace de abajo y elija una contraseña para entrar.',
        'El enlace es válido durante 7 días y una sola vez. Si no esperaba este mensaje, ignórelo.',
      ],
      action: 'Elegir una contraseña',
    },
  },
};

/** The labels of a quote request's fields in the agency's message, per language. */
export const LEAD_FIELD_LABELS: Readonly<
  Record<
    Language,
    Readonly<
      Record<
        | 'name'
        | 'email'
        | 'phone'
        | 'service'
        | 'budget'
        | 'timeline'
        | 'page'
        | 'lang'
        | 'message',
        string
      >
    >
  >
> = {
  ru: {
    name: 'Имя',
    email: 'E-mail',
    phone: 'Телефон',
    service: 'Услуга',
    budget: 'Бюджет',
    timeline: 'Сроки',
    page: 'Страница',
    lang: 'Язык',
    message: 'Сообщение',
  },
  ua: {
    name: "Ім'я",
    email: 'E-mail',
    phone: 'Телефон',
    service: 'Послуга',
    budget: 'Бюджет',
    timeline: 'Терміни',
    page: 'Сторінка',
    lang: 'Мова',
    message: 'Повідомлення',
  },
  en: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    service: 'Service',
    budget: 'Budget',
    timeline: 'Timeline',
    page: 'Page',
    lang: 'Language',
    message: 'Message',
  },
  es: {
    name: 'Nombre',
    email: 'Correo',
    phone: 'Teléfono',
    service: 'Servicio',
    budget: 'Presupuesto',
    timeline: 'Plazo',
    page: 'Página',
    lang: 'Idioma',
    message: 'Mensaje',
  },
};
