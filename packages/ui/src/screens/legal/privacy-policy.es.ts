import type { LegalText } from './legal-text';

/** The privacy policy in Spanish. */
export const privacyPolicyEs: LegalText = {
  title: 'Política de privacidad',
  effectiveDate: '2026-11-22',
  effectiveDateText: '22 de noviembre de 2026',
  effectiveDateLabel: 'Fecha de entrada en vigor',
  contentsLabel: 'Índice',
  intro: [
    'En esta política explicamos qué datos personales recoge {brand} cuando usted visita este sitio web, nos envía una consulta o utiliza su área de cliente, para qué los usamos, cuánto tiempo los conservamos, a quién se los comunicamos y qué derechos tiene. Hemos intentado redactarla con claridad; si algo no se entiende, pregúntenos.',
  ],
  sections: [
    {
      id: 'privacy-controller',
      heading: '1. Quiénes somos',
      blocks: [
        'El responsable del tratamiento de sus datos personales es {legalEntity}, que opera con la marca {brand} («nosotros»). Somos una pequeña agencia digital: diseñamos y desarrollamos sitios web y nos dedicamos al posicionamiento en buscadores (SEO), la publicidad de pago por clic y el marketing de localización.',
        'Para cualquier cuestión relacionada con esta política puede escribirnos a {email} o llamarnos al {phone}.',
      ],
    },
    {
      id: 'privacy-scope',
      heading: '2. Ámbito de esta política',
      blocks: [
        'Esta política se aplica a este sitio web, a su área de cliente y a las comunicaciones que mantengamos con usted por correo electrónico y por teléfono. Los trabajos que realicemos bajo un contrato aparte pueden regirse además por las condiciones de ese contrato.',
        'Si usted sube a su cuenta contenidos que incluyen datos personales de terceros (por ejemplo, nombres en reseñas o el teléfono de un punto de venta), los tratamos por cuenta suya y solo siguiendo sus instrucciones. Respecto de esos datos, usted es el responsable y nosotros el encargado del tratamiento; si lo solicita, firmaremos con usted un contrato de encargo del tratamiento.',
      ],
    },
    {
      id: 'privacy-data',
      heading: '3. Qué datos recogemos',
      blocks: [
        'Recogemos únicamente lo necesario para las finalidades que se describen más abajo:',
        [
          'Consultas: cuando nos escribe o nos llama para pedir un presupuesto o iniciar un proyecto, recibimos su nombre, su correo electrónico, su teléfono, el nombre de su empresa si nos lo indica y lo que nos cuente sobre el proyecto.',
          'Datos de la cuenta: su correo electrónico y/o número de teléfono, un hash de su contraseña (nunca la contraseña en sí), los códigos de un solo uso en forma de hash, su idioma, la configuración de su cuenta y la fecha y hora de los inicios de sesión. Si inicia sesión con una cuenta de Google o Facebook, donde esta opción esté disponible, recibimos de ese proveedor su nombre, su correo electrónico y el identificador de la cuenta, pero nunca su contraseña.',
          'Datos de ubicaciones y de su negocio que usted sube: los puntos de venta (pines) que añade o importa desde archivos de Google Maps y de Google Business Profile —nombres, direcciones, coordenadas, teléfonos, sitios web, categorías y horarios— y sus anuncios, publicaciones, notificaciones, reseñas y sitios.',
          'Conexión con Google Business Profile: si conecta una cuenta de Google para gestionar sus fichas desde su cuenta, recibimos de Google la dirección de correo electrónico de esa cuenta y un permiso de acceso, que guardamos únicamente cifrado (nunca su contraseña de Google). Con él leemos y actualizamos las fichas que vincula, y leemos sus reseñas y estadísticas. Al desconectar, borramos el permiso en nuestros sistemas y pedimos a Google que lo revoque; también puede retirar el acceso en la configuración de su cuenta de Google.',
          'Estadísticas: cifras sobre el rendimiento de sus fichas y campañas (impresiones en Google Maps y en la Búsqueda, llamadas, clics al sitio web, solicitudes de indicaciones, conversaciones y reservas), que recibimos de Google para las ubicaciones vinculadas y guardamos por ubicación y día para mostrárselas en su cuenta.',
          'Datos técnicos: dirección IP, tipo de navegador y de dispositivo, páginas solicitadas, fecha y hora y mensajes de error, que quedan registrados en los registros del servidor. Para evitar abusos, también contabilizamos las solicitudes de inicio de sesión y de códigos por correo electrónico, número de teléfono y dirección IP.',
          'Solicitudes de presupuesto enviadas con el formulario de nuestra página de inicio: además de lo que usted escribe (su nombre, correo electrónico o teléfono, el servicio, su mensaje y, si los indica, un presupuesto y un plazo), guardamos la página y el idioma desde los que se envió, la página de procedencia (referrer), los parámetros de campaña del enlace (UTM), su dirección IP y el agente de usuario de su navegador, para distinguir las solicitudes y filtrar el spam.',
          'Registro de auditoría: cuando un administrador modifica datos en nuestro panel de gestión, registramos quién hizo el cambio, cuándo y cómo eran los datos antes y después.',
          'Analítica: solo si da su consentimiento, información sobre cómo utiliza el sitio web (véase el apartado 4).',
        ],
        'No pedimos ni deseamos recibir categorías especiales de datos, como datos de salud u opiniones políticas. Por favor, no nos los envíe.',
      ],
    },
    {
      id: 'privacy-cookies',
      heading: '4. Cookies y analítica',
      blocks: [
        'Utilizamos tres cookies estrictamente necesarias para que el sitio funcione, por lo que no requieren su consentimiento:',
        [
          '«token» mantiene abierta su sesión en el área de cliente. Contiene un token de sesión firmado y caduca cuando caduca la sesión.',
          '«admin-token» mantiene abierta la sesión de nuestros administradores en el panel de gestión y solo se instala en los navegadores de nuestro personal.',
          '«lead_started» se instala cuando se muestra el formulario de solicitud de nuestra página de inicio y recuerda durante un día cuándo empezó a rellenarlo, para distinguir a las personas del spam automático.',
        ],
        'Únicamente con su consentimiento usamos Google Analytics 4 para saber qué páginas se visitan y cómo mejorar el sitio. Hasta que acepte en el banner de consentimiento, el script de analítica no se carga y no se instalan cookies analíticas. Si acepta, Google instala las cookies «_ga», que duran hasta 2 años, y recibe un identificador seudónimo, las páginas que usted ve, el tipo de dispositivo y de navegador y su ubicación aproximada. No combinamos esta información con su cuenta.',
        'Su elección se guarda en su navegador. Puede retirar el consentimiento en cualquier momento borrando los datos de este sitio en la configuración del navegador; el banner volverá a preguntarle y no se enviará nada a Google hasta que acepte.',
      ],
    },
    {
      id: 'privacy-purposes',
      heading: '5. Para qué usamos sus datos y con qué base jurídica',
      blocks: [
        [
          'Para responder a su consulta, preparar un presupuesto y acordar un proyecto: aplicación de medidas precontractuales a petición suya y nuestro interés legítimo en contestar a quien se pone en contacto con nosotros.',
          'Para crear y gestionar su cuenta, iniciar su sesión, enviarle códigos de un solo uso y enlaces de confirmación y prestarle los servicios del área de cliente (pines, importaciones, estadísticas): ejecución del contrato que tenemos con usted.',
          'Para proteger el sitio y las cuentas, prevenir abusos y fraudes, limitar los intentos repetidos de inicio de sesión, investigar errores y llevar un registro de los cambios administrativos: nuestro interés legítimo en un servicio seguro y fiable.',
          'Para medir y mejorar el sitio con Google Analytics: su consentimiento, que puede retirar en cualquier momento.',
          'Para llevar la contabilidad y atender los requerimientos legítimos de las autoridades: cumplimiento de nuestras obligaciones legales.',
        ],
        'Cuando nos basamos en el interés legítimo, lo hemos ponderado con sus derechos, y usted puede oponerse en cualquier momento (véase el apartado 9). No tomamos decisiones automatizadas con efectos jurídicos o igualmente significativos para usted, y no vendemos sus datos.',
      ],
    },
    {
      id: 'privacy-retention',
      heading: '6. Cuánto tiempo conservamos sus datos',
      blocks: [
        [
          'Consultas: 12 meses desde nuestro último intercambio, salvo que den lugar a un contrato, en cuyo caso se conservan junto con él.',
          'Solicitudes enviadas con el formulario: una solicitud que marcamos como perdida se borra 12 meses después de marcarla; una que nuestro filtro de spam retuvo se borra a los 30 días. Puede pedirnos en cualquier momento que borremos su solicitud.',
          'Datos de la cuenta: mientras la cuenta exista y 30 días más tras su cierre, para poder deshacer un cierre accidental. Después se eliminan.',
          'Ubicaciones, contenidos y estadísticas de su cuenta: hasta que los borre o cierre la cuenta, y nunca más de 30 días después del cierre. Los pines archivados se conservan hasta que los borre.',
          'Códigos de un solo uso: se guardan solo como hash y son válidos durante 10 minutos; pasado ese tiempo o tras 5 intentos fallidos ya no pueden usarse.',
          'Registros del servidor, incluidas las direcciones IP: 90 días.',
          'Registro de auditoría de cambios administrativos: 12 meses.',
          'Datos de analítica en Google: como máximo 14 meses.',
          'Contratos, facturas y documentación contable: durante el plazo que exija la normativa fiscal y contable.',
        ],
        'Las copias de seguridad se sobrescriben de forma rotatoria, por lo que los datos borrados desaparecen también de ellas en un plazo adicional de 30 días.',
      ],
    },
    {
      id: 'privacy-recipients',
      heading: '7. A quién comunicamos sus datos',
      blocks: [
        'Nuestro equipo solo accede a los datos personales en la medida en que lo necesita para su trabajo. Comunicamos datos a los siguientes destinatarios, obligados por contrato a usarlos únicamente para nuestros fines y a protegerlos:',
        [
          'nuestro proveedor de alojamiento, que gestiona los servidores y la base de datos del sitio;',
          'los proveedores de envío de correo electrónico y SMS, que entregan los códigos de un solo uso, los enlaces de confirmación y nuestras respuestas;',
          'Google, para Google Analytics, solo si ha dado su consentimiento;',
          'plataformas publicitarias y de mapas como Google Business Profile o Google Ads, cuando nos pide publicar allí sus fichas o gestionar sus campañas; a partir de ese momento, esas plataformas tratan los datos conforme a sus propias condiciones;',
          'asesores profesionales (contables, abogados) y autoridades públicas, cuando lo exija la ley o sea necesario para formular o defender reclamaciones.',
        ],
        'Si nuestra empresa se reorganiza o se vende, sus datos podrán pasar al sucesor, que seguirá sujeto a esta política.',
      ],
    },
    {
      id: 'privacy-transfers',
      heading: '8. Transferencias internacionales',
      blocks: [
        'Algunos de nuestros proveedores, en particular Google, pueden tratar datos fuera de su país, incluido Estados Unidos. Cuando los datos salen del Espacio Económico Europeo o de otro país con restricciones a las transferencias, nos basamos en una decisión de adecuación (como el Marco de Privacidad de Datos UE-EE. UU. para las empresas certificadas) o en las cláusulas contractuales tipo de la Comisión Europea con garantías adicionales. Puede pedirnos una copia de estas garantías.',
      ],
    },
    {
      id: 'privacy-rights',
      heading: '9. Sus derechos',
      blocks: [
        'En las condiciones que establece la ley, usted tiene derecho a:',
        [
          'acceder a los datos personales que tenemos sobre usted y obtener una copia;',
          'rectificar los datos inexactos y completar los incompletos;',
          'solicitar la supresión de sus datos;',
          'limitar el tratamiento, por ejemplo mientras revisamos una reclamación;',
          'recibir los datos que nos facilitó en un formato estructurado y de lectura mecánica y que se transmitan a otro proveedor (portabilidad);',
          'oponerse al tratamiento basado en nuestro interés legítimo;',
          'retirar su consentimiento en cualquier momento, sin que ello afecte al tratamiento realizado antes de la retirada;',
          'presentar una reclamación ante una autoridad de control de protección de datos, en especial la del país donde viva o trabaje o donde considere que se ha producido la infracción.',
        ],
        'Para ejercer estos derechos, escríbanos a {email}. Le responderemos en el plazo de un mes; si necesitamos confirmar su identidad, podemos pedirle que escriba desde el correo vinculado a su cuenta. Ejercer sus derechos es gratuito.',
      ],
    },
    {
      id: 'privacy-security',
      heading: '10. Cómo protegemos sus datos',
      blocks: [
        'El sitio funciona mediante una conexión cifrada (HTTPS). Las contraseñas se guardan solo como hashes con sal y los códigos de un solo uso solo como hashes; los códigos caducan a los 10 minutos y se bloquean tras 5 intentos fallidos, y las solicitudes repetidas están limitadas. El acceso al panel de gestión depende de roles y permisos, y cada cambio administrativo queda en el registro de auditoría. Ningún método de transmisión o almacenamiento es totalmente seguro, pero si se produce una brecha que afecte a sus datos, le informaremos a usted y a las autoridades según exija la ley.',
      ],
    },
    {
      id: 'privacy-children',
      heading: '11. Menores',
      blocks: [
        'Nuestros servicios están dirigidos a empresas y a personas adultas. No recogemos a sabiendas datos personales de menores de 16 años. Si cree que un menor nos ha facilitado sus datos, contáctenos y los eliminaremos.',
      ],
    },
    {
      id: 'privacy-changes',
      heading: '12. Cambios en esta política',
      blocks: [
        'Podemos actualizar esta política cuando cambien nuestros servicios o la normativa. La fecha de entrada en vigor que figura al principio indica siempre la versión vigente. Si un cambio afecta de forma importante al uso que hacemos de sus datos, lo comunicaremos por correo electrónico a los titulares de cuentas antes de que entre en vigor.',
      ],
    },
    {
      id: 'privacy-contact',
      heading: '13. Contacto',
      blocks: [
        'Si tiene preguntas sobre esta política o sobre sus datos personales, póngase en contacto con nosotros:',
        ['Responsable: {legalEntity}', 'Correo electrónico: {email}', 'Teléfono: {phone}'],
      ],
    },
  ],
};
