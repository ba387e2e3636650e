import type { LandingMessageKey } from './en';

/** Ukrainian texts of the landing's sections after the hero (site catalog keys, loaded with those sections). */
export const ua: Record<LandingMessageKey, string> = {
  'landing.solutions.title': 'Цифровий маркетинг під ключ!',
  'landing.solutions.text':
    'Стратегія, контент, розробка та маркетинг від однієї команди: один план, один контакт, вимірюваний результат.',
  'landing.solutions.seo': 'Пошукова оптимізація, що приводить відвідувачів, готових купувати.',
  'landing.solutions.ppc':
    'Контекстна реклама, де кожен клік пораховано, а кожну копійку заплановано.',
  'landing.solutions.local': 'Геомаркетинг, що веде людей з карти просто до ваших дверей.',
  'landing.location.title': 'Геомаркетинг',
  'landing.location.visit':
    'людей, які знайшли точку продажу на карті, відвідують її протягом 24 годин',
  'landing.location.buy': 'з них купують',
  'landing.location.text':
    'Ми підключаємо ваш бізнес до картки компанії на картах, стежимо за адресою, годинами роботи й фото та відповідаємо на відгуки, щоб люди поруч знаходили вас першими.',
  'landing.slides.title': 'Що ми пропонуємо',
  'landing.slide.seo.title': 'Пошукова оптимізація',
  'landing.slide.seo.text':
    'Технічний аудит, контент і посилання, що піднімають сайт у пошуку й утримують його там.',
  'landing.slide.ppc.title': 'Оплата за клік',
  'landing.slide.ppc.text':
    'Реклама в пошуку та соцмережах із зрозумілим бюджетом, перевіреними оголошеннями й щотижневими звітами.',
  'landing.slide.local.title': 'Геомаркетинг',
  'landing.slide.local.text':
    'Картки компанії на картах, локальний пошук і відгуки для кожної вашої точки продажу.',
  'landing.slide.quote': 'Запросити пропозицію',
  'landing.slides.carousel': 'карусель',
  'landing.slides.slide': 'слайд',
  'landing.slides.position': '{index} з {count}',
  'landing.slides.previous': 'Попередня пропозиція',
  'landing.slides.next': 'Наступна пропозиція',
  'landing.slides.form': 'або заповніть форму',
  'landing.about.title': 'Про нас',
  'landing.about.text':
    '{brand} — невелика команда дизайнерів, розробників і маркетологів. Ми робимо сайти, що швидко завантажуються, говорять мовою ваших клієнтів і приводять їх до вас.',
  'landing.contacts.title': 'Контакти',
  'landing.contacts.text':
    'Зателефонуйте або напишіть нам: ми відповідаємо протягом одного робочого дня.',
  'landing.contacts.phones': 'Телефони',
  'landing.contacts.email': 'E-mail',
  'landing.mask': 'Станьте онлайн',
};
