import type { LegalText } from './legal-text';

/** The terms of service in Spanish. */
export const termsOfServiceEs: LegalText = {
  title: 'Términos del servicio',
  effectiveDate: '2026-11-22',
  effectiveDateText: '22 de noviembre de 2026',
  effectiveDateLabel: 'Fecha de entrada en vigor',
  contentsLabel: 'Índice',
  intro: [
    'Estos términos regulan el uso del sitio web de {brand} y del área de cliente. Al utilizar el sitio o crear una cuenta, usted los acepta. Si no está de acuerdo con ellos, le rogamos que no utilice el sitio.',
  ],
  sections: [
    {
      id: 'terms-about',
      heading: '1. Quiénes somos',
      blocks: [
        'El sitio web y los servicios los presta {legalEntity}, que opera con la marca {brand} («nosotros»). Puede contactarnos en {email} o en el {phone}.',
      ],
    },
    {
      id: 'terms-services',
      heading: '2. Nuestros servicios',
      blocks: [
        'Somos una agencia digital. Diseñamos y desarrollamos sitios web y tiendas en línea y ofrecemos posicionamiento en buscadores (SEO), publicidad de pago por clic, contenidos, estrategia y marketing de localización, incluida la conexión de sus puntos de venta con fichas en mapas. En el área de cliente puede gestionar sus ubicaciones, anuncios, publicaciones, notificaciones, reseñas y sitios, importar ubicaciones desde datos de Google Maps y consultar estadísticas.',
        'La información de este sitio tiene carácter general y no constituye una oferta. El alcance, los plazos y el precio de cada proyecto se fijan en un presupuesto o en un contrato aparte. Si ese contrato difiere de estos términos, prevalece el contrato para los trabajos que abarca.',
      ],
    },
    {
      id: 'terms-fees',
      heading: '3. Presupuestos, honorarios y pago',
      blocks: [
        'Puede pedir un presupuesto por correo electrónico o por teléfono. El presupuesto es gratuito y no vinculante hasta que ambas partes lo acepten por escrito. Los honorarios, las condiciones de pago y la facturación se acuerdan por separado para cada proyecto; a través de este sitio no se realiza ningún pago.',
        'Los presupuestos publicitarios que se pagan a plataformas como Google Ads no forman parte de nuestros honorarios, salvo que el contrato disponga otra cosa.',
      ],
    },
    {
      id: 'terms-accounts',
      heading: '4. Cuentas y credenciales',
      blocks: [
        [
          'Debe ser mayor de 18 años y utilizar la cuenta para su negocio o en nombre de una organización a la que esté autorizado a representar.',
          'Facilite datos veraces y manténgalos actualizados, sobre todo el correo electrónico y el teléfono con los que inicia sesión.',
          'Mantenga en secreto su contraseña y no comparta con nadie los códigos de un solo uso; nunca se los pediremos.',
          'Usted es responsable de lo que se haga con su cuenta. Si sospecha que otra persona ha accedido a ella, avísenos de inmediato en {email}.',
        ],
        'Si sospechamos que una cuenta ha sido comprometida o se está usando indebidamente, podemos bloquear temporalmente el acceso o suspenderla, y le explicaremos el motivo.',
      ],
    },
    {
      id: 'terms-content',
      heading: '5. Sus contenidos',
      blocks: [
        'Todo lo que usted sube o introduce en su cuenta —ubicaciones, textos, imágenes, reseñas, materiales publicitarios y archivos importados de Google Maps o de Google Business Profile— sigue siendo suyo.',
        'Usted nos concede una licencia no exclusiva, gratuita y de ámbito mundial para alojar, copiar, tratar, adaptar y mostrar esos contenidos, y para publicarlos en las plataformas que elija, con el único fin de prestarle los servicios. La licencia termina cuando borra los contenidos o cierra la cuenta, salvo las copias que debamos conservar por ley o que permanezcan en las copias de seguridad durante el plazo indicado en la política de privacidad.',
        'Usted garantiza que tiene los derechos sobre los contenidos y que son veraces y lícitos. Es responsable de los datos de los archivos que importa: una importación con filas erróneas se rechaza en su totalidad y usted recibe un informe con los errores de cada fila. Si un tercero nos reclama por sus contenidos, nos compensará los gastos razonables de esa reclamación.',
      ],
    },
    {
      id: 'terms-acceptable-use',
      heading: '6. Uso aceptable',
      blocks: [
        'No está permitido:',
        [
          'usar el sitio o los servicios con fines ilícitos, engañosos o perjudiciales;',
          'publicar información falsa sobre un negocio, reseñas falsas o publicidad engañosa;',
          'subir contenidos que vulneren derechos de terceros o que contengan software malicioso;',
          'intentar acceder a cuentas o datos ajenos, o eludir los límites de inicio de sesión, de códigos o de frecuencia de solicitudes;',
          'rastrear, sondear o sobrecargar el sitio, o extraer datos de él de forma automatizada sin nuestro permiso;',
          'revender el acceso a su cuenta o utilizarla para prestar un servicio competidor.',
        ],
        'Si usted incumple estas normas, podemos retirar los contenidos afectados y suspender o cerrar la cuenta.',
      ],
    },
    {
      id: 'terms-third-parties',
      heading: '7. Plataformas de terceros y resultados',
      blocks: [
        'Gran parte de nuestro trabajo se desarrolla en plataformas que no controlamos, como la Búsqueda de Google, Google Maps, Google Business Profile, Google Ads o las redes sociales. Su uso se rige por sus propias condiciones y políticas, y pueden cambiar sus algoritmos y normas, rechazar anuncios o suspender fichas en cualquier momento.',
        'Por ello no garantizamos ninguna posición concreta en los resultados de búsqueda ni en los mapas, ningún volumen de tráfico, llamadas o ventas, ni que una plataforma acepte su ficha o su anuncio. Las cifras sobre la eficacia del marketing en línea que aparecen en este sitio describen el mercado en general y no son una promesa de resultados. Eso sí, realizaremos el trabajo acordado con diligencia y le mantendremos informado.',
      ],
    },
    {
      id: 'terms-intellectual-property',
      heading: '8. Propiedad intelectual',
      blocks: [
        'El sitio, su diseño, textos, gráficos y software nos pertenecen a nosotros o a nuestros licenciantes. Puede consultarlos y usar la cuenta para su finalidad; cualquier otro uso requiere nuestra autorización por escrito.',
        'Los derechos sobre los trabajos creados para usted (por ejemplo, el diseño de un sitio web) se le transmiten en los términos de su contrato de proyecto, por regla general una vez pagado íntegramente. Conservamos nuestro conocimiento general, nuestras herramientas y los componentes reutilizables. Solo mostraremos su proyecto en nuestro portafolio con su permiso.',
      ],
    },
    {
      id: 'terms-confidentiality',
      heading: '9. Confidencialidad',
      blocks: [
        'Cada parte mantendrá la confidencialidad de la información no pública que reciba de la otra, como planes de negocio, cuentas publicitarias, credenciales de acceso o estadísticas, y solo la usará para la colaboración. Esto no se aplica a la información que sea pública, que el receptor ya conociera o que deba revelarse por ley. La obligación se mantiene durante 3 años tras el fin de la colaboración, y sin límite de tiempo para las credenciales de acceso. El tratamiento de los datos personales se describe en nuestra política de privacidad.',
      ],
    },
    {
      id: 'terms-warranties',
      heading: '10. Exclusión de garantías',
      blocks: [
        'Procuramos que el sitio y el área de cliente estén disponibles y sean correctos, pero los ofrecemos «tal cual» y «según disponibilidad». En la medida en que la ley lo permita, no otorgamos garantías expresas ni implícitas, incluidas las de idoneidad para un fin concreto o de funcionamiento ininterrumpido. Podemos realizar tareas de mantenimiento y procuraremos anunciar con antelación las interrupciones largas. Nada de lo dispuesto en estos términos limita los derechos que le reconoce como consumidor la normativa imperativa.',
      ],
    },
    {
      id: 'terms-liability',
      heading: '11. Limitación de responsabilidad',
      blocks: [
        'En la medida en que la ley lo permita, no respondemos de daños indirectos o consecuenciales, lucro cesante, pérdida de ingresos o de datos, ni de las decisiones de plataformas de terceros. Nuestra responsabilidad total por todas las reclamaciones relacionadas con el sitio y los servicios se limita a los honorarios que nos haya pagado en los 12 meses anteriores al hecho que origine la reclamación.',
        'Estos límites no se aplican a la responsabilidad por dolo o culpa grave, por muerte o daños personales, ni a ninguna responsabilidad que la ley no permita limitar.',
      ],
    },
    {
      id: 'terms-termination',
      heading: '12. Suspensión y cancelación',
      blocks: [
        'Puede dejar de usar el sitio en cualquier momento y pedirnos que cerremos su cuenta escribiendo a {email}. Podemos suspender o cerrar una cuenta que incumpla estos términos, o cerrar una cuenta sin uso avisándole con 30 días de antelación. Antes del cierre puede pedirnos una exportación de sus datos. Tras el cierre, sus datos se eliminan según lo descrito en la política de privacidad. Los apartados sobre contenidos, propiedad intelectual, confidencialidad y responsabilidad siguen vigentes después de la cancelación.',
      ],
    },
    {
      id: 'terms-law',
      heading: '13. Ley aplicable y controversias',
      blocks: [
        'Estos términos se rigen por la ley del país de registro de {legalEntity}, cuyos tribunales competentes conocerán de las controversias. Si usted es consumidor, conserva además la protección de las normas imperativas del país donde reside y puede presentar su reclamación allí. Antes de acudir a los tribunales, ambas partes intentaremos resolver la controversia de forma amistosa en un plazo de 30 días desde una notificación por escrito.',
        'Si alguna disposición de estos términos se declara nula, las demás seguirán vigentes.',
      ],
    },
    {
      id: 'terms-changes',
      heading: '14. Cambios en estos términos',
      blocks: [
        'Podemos modificar estos términos cuando cambien nuestros servicios o la normativa. La fecha de entrada en vigor que figura al principio indica la versión vigente. Comunicaremos los cambios importantes por correo electrónico a los titulares de cuentas al menos 14 días antes de que entren en vigor. Si no está de acuerdo, puede cerrar su cuenta; si sigue usándola después de esa fecha, acepta los nuevos términos.',
      ],
    },
    {
      id: 'terms-contact',
      heading: '15. Contacto',
      blocks: [
        'Puede enviarnos cualquier pregunta sobre estos términos:',
        ['Empresa: {legalEntity}', 'Correo electrónico: {email}', 'Teléfono: {phone}'],
      ],
    },
  ],
};
