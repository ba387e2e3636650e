import type { Language } from '@agency/core';
import type { LeadBudget, LeadTimeline } from '@agency/core/forms';

/** The words of the landing's quote request form in one language. */
export interface LeadFormText {
  readonly title: string;
  readonly intro: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly contactHint: string;
  readonly service: string;
  readonly serviceChoose: string;
  readonly other: string;
  readonly message: string;
  readonly budget: string;
  readonly timeline: string;
  readonly notSaid: string;
  readonly budgets: Readonly<Record<LeadBudget, string>>;
  readonly timelines: Readonly<Record<LeadTimeline, string>>;
  /** The consent sentence before and after the privacy policy link. */
  readonly consentBefore: string;
  readonly consentLink: string;
  readonly consentAfter: string;
  readonly homepage: string;
  readonly send: string;
  readonly sending: string;
  readonly thanksTitle: string;
  readonly thanks: string;
  readonly another: string;
  readonly problems: string;
  readonly failed: string;
}

/** The form's words in ru, ua, en and es; they travel with the form's own code, never in the landing's first load. */
export const LEAD_FORM_TEXT: Readonly<Record<Language, LeadFormText>> = {
  ru: {
    title: 'Оставьте заявку',
    intro: 'Расскажите о задаче: мы ответим в течение одного рабочего дня.',
    name: 'Имя',
    email: 'E-mail',
    phone: 'Телефон',
    contactHint: 'Укажите e-mail или телефон, можно оба.',
    service: 'Услуга',
    serviceChoose: 'Выберите услугу',
    other: 'Другое или пока не знаю',
    message: 'Сообщение',
    budget: 'Бюджет (необязательно)',
    timeline: 'Сроки (необязательно)',
    notSaid: 'Не указано',
    budgets: {
      'under-1k': 'до 1 000 $',
      '1k-5k': '1 000–5 000 $',
      '5k-20k': '5 000–20 000 $',
      'over-20k': 'более 20 000 $',
    },
    timelines: {
      asap: 'как можно скорее',
      '1-3-months': 'в течение 1–3 месяцев',
      '3-6-months': 'через 3–6 месяцев',
      later: 'позже',
    },
    consentBefore: 'Я соглашаюсь с ',
    consentLink: 'политикой конфиденциальности',
    consentAfter: ' и обработкой данных заявки.',
    homepage: 'Не заполняйте это поле',
    send: 'Отправить заявку',
    sending: 'Отправляем…',
    thanksTitle: 'Спасибо, заявка получена',
    thanks: 'Мы ответим в течение одного рабочего дня.',
    another: 'Отправить ещё одну заявку',
    problems: 'Проверьте отмеченные поля.',
    failed: 'Не удалось отправить заявку. Попробуйте ещё раз или напишите нам на почту.',
  },
  ua: {
    title: 'Залиште заявку',
    intro: 'Розкажіть про задачу: ми відповімо протягом одного робочого дня.',
    name: "Ім'я",
    email: 'E-mail',
    phone: 'Телефон',
    contactHint: 'Вкажіть e-mail або телефон, можна обидва.',
    service: 'Послуга',
    serviceChoose: 'Оберіть послугу',
    other: 'Інше або поки не знаю',
    message: 'Повідомлення',
    budget: "Бюджет (необов'язково)",
    timeline: "Терміни (необов'язково)",
    notSaid: 'Не вказано',
    budgets: {
      'under-1k': 'до 1 000 $',
      '1k-5k': '1 000–5 000 $',
      '5k-20k': '5 000–20 000 $',
      'over-20k': 'понад 20 000 $',
    },
    timelines: {
      asap: 'якнайшвидше',
      '1-3-months': 'протягом 1–3 місяців',
      '3-6-months': 'через 3–6 місяців',
      later: 'пізніше',
    },
    consentBefore: 'Я погоджуюся з ',
    consentLink: 'політикою конфіденційності',
    consentAfter: ' та обробкою даних заявки.',
    homepage: 'Не заповнюйте це поле',
    send: 'Надіслати заявку',
    sending: 'Надсилаємо…',
    thanksTitle: 'Дякуємо, заявку отримано',
    thanks: 'Ми відповімо протягом одного робочого дня.',
    another: 'Надіслати ще одну заявку',
    problems: 'Перевірте позначені поля.',
    failed: 'Не вдалося надіслати заявку. Спробуйте ще раз або напишіть нам на пошту.',
  },
  en: {
    title: 'Request a quote',
    intro: 'Tell us about your project: we answer within one working day.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    contactHint: 'Give an e-mail or a phone, or both.',
    service: 'Service',
    serviceChoose: 'Choose a service',
    other: 'Something else, or not sure yet',
    message: 'Message',
    budget: 'Budget (optional)',
    timeline: 'Timeline (optional)',
    notSaid: 'Not said',
    budgets: {
      'under-1k': 'under $1,000',
      '1k-5k': '$1,000–5,000',
      '5k-20k': '$5,000–20,000',
      'over-20k': 'over $20,000',
    },
    timelines: {
      asap: 'as soon as possible',
      '1-3-months': 'within 1–3 months',
      '3-6-months': 'in 3–6 months',
      later: 'later',
    },
    consentBefore: 'I agree to the ',
    consentLink: 'privacy policy',
    consentAfter: ' and to the processing of this request.',
    homepage: 'Leave this field empty',
    send: 'Send the request',
    sending: 'Sending…',
    thanksTitle: 'Thank you, your request is in',
    thanks: 'We answer within one working day.',
    another: 'Send another request',
    problems: 'Check the marked fields.',
    failed: 'The request could not be sent. Try again, or write to us by e-mail.',
  },
  es: {
    title: 'Solicite un presupuesto',
    intro: 'Cuéntenos su proyecto: respondemos en un día laborable.',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    contactHint: 'Indique un correo o un teléfono, o ambos.',
    service: 'Servicio',
    serviceChoose: 'Elija un servicio',
    other: 'Otro, o aún no lo sé',
    message: 'Mensaje',
    budget: 'Presupuesto (opcional)',
    timeline: 'Plazo (opcional)',
    notSaid: 'Sin indicar',
    budgets: {
      'under-1k': 'menos de 1000 $',
      '1k-5k': '1000–5000 $',
      '5k-20k': '5000–20 000 $',
      'over-20k': 'más de 20 000 $',
    },
    timelines: {
      asap: 'lo antes posible',
      '1-3-months': 'en 1–3 meses',
      '3-6-months': 'dentro de 3–6 meses',
      later: 'más adelante',
    },
    consentBefore: 'Acepto la ',
    consentLink: 'política de privacidad',
    consentAfter: ' y el tratamiento de los datos de esta solicitud.',
    homepage: 'Deje este campo vacío',
    send: 'Enviar la solicitud',
    sending: 'Enviando…',
    thanksTitle: 'Gracias, hemos recibido su solicitud',
    thanks: 'Le responderemos en un día laborable.',
    another: 'Enviar otra solicitud',
    problems: 'Revise los campos marcados.',
    failed: 'No se pudo enviar la solicitud. Inténtelo de nuevo o escríbanos por correo.',
  },
};
