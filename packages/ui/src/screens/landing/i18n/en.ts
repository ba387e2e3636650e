/** English texts of the landing's sections after the hero: keys of the site catalog loaded with those sections' code, the key set every other language must match. */
export const en = {
  'landing.solutions.title': 'Digital Marketing, Delivered!',
  'landing.solutions.text':
    'Strategy, content, development and marketing from one team: one plan, one contact, results you can measure.',
  'landing.solutions.seo': 'Search optimisation that brings visitors who are ready to buy.',
  'landing.solutions.ppc':
    'Pay-per-click campaigns where every click is counted and every cent is planned.',
  'landing.solutions.local':
    'Location-based marketing that leads people from the map to your door.',
  'landing.location.title': 'Location-based marketing',
  'landing.location.visit':
    'of people who find a point of sale on the map visit it within 24 hours',
  'landing.location.buy': 'of them buy',
  'landing.location.text':
    'We connect your business to a maps business listing, keep its address, hours and photos right and answer reviews, so people nearby find you first.',
  'landing.slides.title': 'What we offer',
  'landing.slide.seo.title': 'Search optimisation',
  'landing.slide.seo.text':
    'Technical audit, content and links that lift your site in search results and keep it there.',
  'landing.slide.ppc.title': 'Pay per click',
  'landing.slide.ppc.text':
    'Search and social advertising with clear budgets, tested ads and weekly reports.',
  'landing.slide.local.title': 'Location-based marketing',
  'landing.slide.local.text':
    'Maps business listings, local search and reviews for every point of sale you run.',
  'landing.slide.quote': 'Request a quote',
  'landing.slides.carousel': 'carousel',
  'landing.slides.slide': 'slide',
  'landing.slides.position': '{index} of {count}',
  'landing.slides.previous': 'Previous offer',
  'landing.slides.next': 'Next offer',
  'landing.slides.form': 'or use the form',
  'landing.about.title': 'About',
  'landing.about.text':
    '{brand} is a small team of designers, developers and marketers. We build sites that load fast, speak your customers’ language and bring them to you.',
  'landing.contacts.title': 'Contacts',
  'landing.contacts.text': 'Call us or write to us: we answer within one working day.',
  'landing.contacts.phones': 'Phones',
  'landing.contacts.email': 'E-mail',
  'landing.mask': 'Become online',
} as const;

/** A key of the landing sections' catalogs. */
export type LandingMessageKey = keyof typeof en;
