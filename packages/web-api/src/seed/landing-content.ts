// Today's landing texts, the seeded defaults of its named blocks (decision 0019); the ui's landing.* messages
// hold the same words and stand in for a block the stored content lacks.
const LANDING_RU = {
  'hero.tagline': 'Станьте онлайн в 1 клик',
  'hero.subtitle':
    'Мы проектируем, создаём и продвигаем сайты и магазины и выводим ваш бизнес на карты, где его ищут клиенты.',
  'solutions.title': 'Цифровой маркетинг под ключ!',
  'solutions.text':
    'Стратегия, контент, разработка и маркетинг от одной команды: один план, один контакт, измеримый результат.',
  'solutions.seo': 'Поисковая оптимизация, которая приводит готовых к покупке посетителей.',
  'solutions.ppc': 'Контекстная реклама, где каждый клик посчитан, а каждая копейка запланирована.',
  'solutions.local': 'Геомаркетинг, который ведёт людей с карты прямо к вашей двери.',
  'location.title': 'Геомаркетинг',
  'location.visit': 'людей, нашедших точку продаж на карте, приходят в неё в течение 24 часов',
  'location.buy': 'из них совершают покупку',
  'location.text':
    'Мы подключаем ваш бизнес к карточке компании на картах, следим за адресом, часами работы и фото и отвечаем на отзывы, чтобы люди рядом находили вас первыми.',
  'slides.title': 'Что мы предлагаем',
  'slide.seo.title': 'Поисковая оптимизация',
  'slide.seo.text':
    'Технический аудит, контент и ссылки, которые поднимают сайт в поиске и удерживают его там.',
  'slide.ppc.title': 'Оплата за клик',
  'slide.ppc.text':
    'Реклама в поиске и соцсетях с понятным бюджетом, проверенными объявлениями и еженедельными отчётами.',
  'slide.local.title': 'Геомаркетинг',
  'slide.local.text':
    'Карточки компании на картах, локальный поиск и отзывы для каждой вашей точки продаж.',
  'slide.quote': 'Запросить предложение',
  'about.title': 'О нас',
  'about.text':
    '{brand} — небольшая команда дизайнеров, разработчиков и маркетологов. Мы делаем сайты, которые быстро загружаются, говорят на языке ваших клиентов и приводят их к вам.',
  'contacts.title': 'Контакты',
  'contacts.text': 'Позвоните или напишите нам: мы отвечаем в течение одного рабочего дня.',
  mask: 'Станьте онлайн',
};

const LANDING_UA = {
  'hero.tagline': 'Станьте онлайн в 1 клік',
  'hero.subtitle':
    'Ми проєктуємо, створюємо та просуваємо сайти й магазини та виводимо ваш бізнес на карти, де його шукають клієнти.',
  'solutions.title': 'Цифровий маркетинг під ключ!',
  'solutions.text':
    'Стратегія, контент, розробка та маркетинг від однієї команди: один план, один контакт, вимірюваний результат.',
  'solutions.seo': 'Пошукова оптимізація, що приводить відвідувачів, готових купувати.',
  'solutions.ppc': 'Контекстна реклама, де кожен клік пораховано, а кожну копійку заплановано.',
  'solutions.local': 'Геомаркетинг, що веде людей з карти просто до ваших дверей.',
  'location.title': 'Геомаркетинг',
  'location.visit': 'людей, які знайшли точку продажу на карті, відвідують її протягом 24 годин',
  'location.buy': 'з них купують',
  'location.text':
    'Ми підключаємо ваш бізнес до картки компанії на картах, стежимо за адресою, годинами роботи й фото та відповідаємо на відгуки, щоб люди поруч знаходили вас першими.',
  'slides.title': 'Що ми пропонуємо',
  'slide.seo.title': 'Пошукова оптимізація',
  'slide.seo.text':
    'Технічний аудит, контент і посилання, що піднімають сайт у пошуку й утримують його там.',
  'slide.ppc.title': 'Оплата за клік',
  'slide.ppc.text':
    'Реклама в пошуку та соцмережах із зрозумілим бюджетом, перевіреними оголошеннями й щотижневими звітами.',
  'slide.local.title': 'Геомаркетинг',
  'slide.local.text':
    'Картки компанії на картах, локальний пошук і відгуки для кожної вашої точки продажу.',
  'slide.quote': 'Запросити пропозицію',
  'about.title': 'Про нас',
  'about.text':
    '{brand} — невелика команда дизайнерів, розробників і маркетологів. Ми робимо сайти, що швидко завантажуються, говорять мовою ваших клієнтів і приводять їх до вас.',
  'contacts.title': 'Контакти',
  'contacts.text': 'Зателефонуйте або напишіть нам: ми відповідаємо протягом одного робочого дня.',
  mask: 'Станьте онлайн',
};

const LANDING_EN = {
  'hero.tagline': 'Become online in 1 click',
  'hero.subtitle':
    'We design, build and promote sites and shops, and put your business on the map where customers look for it.',
  'solutions.title': 'Digital Marketing, Delivered!',
  'solutions.text':
    'Strategy, content, development and marketing from one team: one plan, one contact, results you can measure.',
  'solutions.seo': 'Search optimisation that brings visitors who are ready to buy.',
  'solutions.ppc':
    'Pay-per-click campaigns where every click is counted and every cent is planned.',
  'solutions.local': 'Location-based marketing that leads people from the map to your door.',
  'location.title': 'Location-based marketing',
  'location.visit': 'of people who find a point of sale on the map visit it within 24 hours',
  'location.buy': 'of them buy',
  'location.text':
    'We connect your business to a maps business listing, keep its address, hours and photos right and answer reviews, so people nearby find you first.',
  'slides.title': 'What we offer',
  'slide.seo.title': 'Search optimisation',
  'slide.seo.text':
    'Technical audit, content and links that lift your site in search results and keep it there.',
  'slide.ppc.title': 'Pay per click',
  'slide.ppc.text':
    'Search and social advertising with clear budgets, tested ads and weekly reports.',
  'slide.local.title': 'Location-based marketing',
  'slide.local.text':
    'Maps business listings, local search and reviews for every point of sale you run.',
  'slide.quote': 'Request a quote',
  'about.title': 'About',
  'about.text':
    '{brand} is a small team of designers, developers and marketers. We build sites that load fast, speak your customers’ language and bring them to you.',
  'contacts.title': 'Contacts',
  'contacts.text': 'Call us or write to us: we answer within one working day.',
  mask: 'Become online',
};

const LANDING_ES = {
  'hero.tagline': 'Esté en línea en 1 clic',
  'hero.subtitle':
    'Diseñamos, creamos y promocionamos sitios y tiendas, y ponemos su negocio en el mapa donde lo buscan sus clientes.',
  'solutions.title': '¡Marketing digital, entregado!',
  'solutions.text':
    'Estrategia, contenido, desarrollo y marketing de un solo equipo: un plan, un contacto, resultados medibles.',
  'solutions.seo': 'Posicionamiento en buscadores que atrae visitantes listos para comprar.',
  'solutions.ppc':
    'Campañas de pago por clic donde cada clic se cuenta y cada céntimo se planifica.',
  'solutions.local': 'Marketing de localización que lleva a la gente del mapa a su puerta.',
  'location.title': 'Marketing de localización',
  'location.visit':
    'de las personas que encuentran un punto de venta en el mapa lo visitan en 24 horas',
  'location.buy': 'de ellas compran',
  'location.text':
    'Conectamos su negocio a una ficha de empresa en mapas, mantenemos al día su dirección, horario y fotos y respondemos a las reseñas, para que la gente cercana le encuentre primero.',
  'slides.title': 'Lo que ofrecemos',
  'slide.seo.title': 'Posicionamiento en buscadores',
  'slide.seo.text':
    'Auditoría técnica, contenido y enlaces que elevan su sitio en los resultados de búsqueda y lo mantienen allí.',
  'slide.ppc.title': 'Pago por clic',
  'slide.ppc.text':
    'Publicidad en buscadores y redes sociales con presupuestos claros, anuncios probados e informes semanales.',
  'slide.local.title': 'Marketing de localización',
  'slide.local.text':
    'Fichas de empresa en mapas, búsqueda local y reseñas para cada uno de sus puntos de venta.',
  'slide.quote': 'Solicitar presupuesto',
  'about.title': 'Nosotros',
  'about.text':
    '{brand} es un pequeño equipo de diseñadores, desarrolladores y especialistas en marketing. Creamos sitios que cargan rápido, hablan el idioma de sus clientes y se los traen.',
  'contacts.title': 'Contactos',
  'contacts.text': 'Llámenos o escríbanos: respondemos en un día laborable.',
  mask: 'Esté en línea',
};

// One `::: name` line opens each block; the text is Markdown rendered inline into the block's place.
const document = (blocks: Record<string, string>) =>
  Object.entries(blocks)
    .map(([name, text]) => `::: ${name}\n${text}`)
    .join('\n');

/** The seeded content of the landing page by language: its section texts as named Markdown blocks. */
export const LANDING_CONTENT = {
  ru: document(LANDING_RU),
  ua: document(LANDING_UA),
  en: document(LANDING_EN),
  es: document(LANDING_ES),
} as const;
