import type { LandingMessageKey } from './en';

/** Spanish texts of the landing's sections after the hero (site catalog keys, loaded with those sections). */
export const es: Record<LandingMessageKey, string> = {
  'landing.solutions.title': '¡Marketing digital, entregado!',
  'landing.solutions.text':
    'Estrategia, contenido, desarrollo y marketing de un solo equipo: un plan, un contacto, resultados medibles.',
  'landing.solutions.seo':
    'Posicionamiento en buscadores que atrae visitantes listos para comprar.',
  'landing.solutions.ppc':
    'Campañas de pago por clic donde cada clic se cuenta y cada céntimo se planifica.',
  'landing.solutions.local': 'Marketing de localización que lleva a la gente del mapa a su puerta.',
  'landing.location.title': 'Marketing de localización',
  'landing.location.visit':
    'de las personas que encuentran un punto de venta en el mapa lo visitan en 24 horas',
  'landing.location.buy': 'de ellas compran',
  'landing.location.text':
    'Conectamos su negocio a una ficha de empresa en mapas, mantenemos al día su dirección, horario y fotos y respondemos a las reseñas, para que la gente cercana le encuentre primero.',
  'landing.slides.title': 'Lo que ofrecemos',
  'landing.slide.seo.title': 'Posicionamiento en buscadores',
  'landing.slide.seo.text':
    'Auditoría técnica, contenido y enlaces que elevan su sitio en los resultados de búsqueda y lo mantienen allí.',
  'landing.slide.ppc.title': 'Pago por clic',
  'landing.slide.ppc.text':
    'Publicidad en buscadores y redes sociales con presupuestos claros, anuncios probados e informes semanales.',
  'landing.slide.local.title': 'Marketing de localización',
  'landing.slide.local.text':
    'Fichas de empresa en mapas, búsqueda local y reseñas para cada uno de sus puntos de venta.',
  'landing.slide.quote': 'Solicitar presupuesto',
  'landing.slides.carousel': 'carrusel',
  'landing.slides.slide': 'diapositiva',
  'landing.slides.position': '{index} de {count}',
  'landing.slides.previous': 'Oferta anterior',
  'landing.slides.next': 'Oferta siguiente',
  'landing.slides.form': 'o use el formulario',
  'landing.about.title': 'Nosotros',
  'landing.about.text':
    '{brand} es un pequeño equipo de diseñadores, desarrolladores y especialistas en marketing. Creamos sitios que cargan rápido, hablan el idioma de sus clientes y se los traen.',
  'landing.contacts.title': 'Contactos',
  'landing.contacts.text': 'Llámenos o escríbanos: respondemos en un día laborable.',
  'landing.contacts.phones': 'Teléfonos',
  'landing.contacts.email': 'E-mail',
  'landing.mask': 'Esté en línea',
};
