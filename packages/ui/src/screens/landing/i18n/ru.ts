import type { LandingMessageKey } from './en';

/** Russian texts of the landing's sections after the hero (site catalog keys, loaded with those sections). */
export const ru: Record<LandingMessageKey, string> = {
  'landing.solutions.title': 'Цифровой маркетинг под ключ!',
  'landing.solutions.text':
    'Стратегия, контент, разработка и маркетинг от одной команды: один план, один контакт, измеримый результат.',
  'landing.solutions.seo': 'Поисковая оптимизация, которая приводит готовых к покупке посетителей.',
  'landing.solutions.ppc':
    'Контекстная реклама, где каждый клик посчитан, а каждая копейка запланирована.',
  'landing.solutions.local': 'Геомаркетинг, который ведёт людей с карты прямо к вашей двери.',
  'landing.location.title': 'Геомаркетинг',
  'landing.location.visit':
    'людей, нашедших точку продаж на карте, приходят в неё в течение 24 часов',
  'landing.location.buy': 'из них совершают покупку',
  'landing.location.text':
    'Мы подключаем ваш бизнес к карточке компании на картах, следим за адресом, часами работы и фото и отвечаем на отзывы, чтобы люди рядом находили вас первыми.',
  'landing.slides.title': 'Что мы предлагаем',
  'landing.slide.seo.title': 'Поисковая оптимизация',
  'landing.slide.seo.text':
    'Технический аудит, контент и ссылки, которые поднимают сайт в поиске и удерживают его там.',
  'landing.slide.ppc.title': 'Оплата за клик',
  'landing.slide.ppc.text':
    'Реклама в поиске и соцсетях с понятным бюджетом, проверенными объявлениями и еженедельными отчётами.',
  'landing.slide.local.title': 'Геомаркетинг',
  'landing.slide.local.text':
    'Карточки компании на картах, локальный поиск и отзывы для каждой вашей точки продаж.',
  'landing.slide.quote': 'Запросить предложение',
  'landing.slides.carousel': 'карусель',
  'landing.slides.slide': 'слайд',
  'landing.slides.position': '{index} из {count}',
  'landing.slides.previous': 'Предыдущее предложение',
  'landing.slides.next': 'Следующее предложение',
  'landing.slides.form': 'или заполните форму',
  'landing.about.title': 'О нас',
  'landing.about.text':
    '{brand} — небольшая команда дизайнеров, разработчиков и маркетологов. Мы делаем сайты, которые быстро загружаются, говорят на языке ваших клиентов и приводят их к вам.',
  'landing.contacts.title': 'Контакты',
  'landing.contacts.text': 'Позвоните или напишите нам: мы отвечаем в течение одного рабочего дня.',
  'landing.contacts.phones': 'Телефоны',
  'landing.contacts.email': 'E-mail',
  'landing.mask': 'Станьте онлайн',
};
