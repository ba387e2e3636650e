import type { AuthMessageKey } from './en';

/** Spanish texts of the sign-in screens, e-mail confirmation and the typography page (site catalog keys, loaded with those screens). */
export const es: Record<AuthMessageKey, string> = {
  'typography.h1': 'Encabezado de nivel 1',
  'typography.h2': 'Encabezado de nivel 2',
  'typography.h3': 'Encabezado de nivel 3',
  'typography.h4': 'Encabezado de nivel 4',
  'typography.paragraph':
    'Texto principal con la fuente del sistema, cómodo de leer en cualquier pantalla de 360 a 1920 píxeles de ancho.',
  'typography.links': 'Enlaces',
  'typography.internalLink': 'Enlace interno a la página de inicio',
  'typography.externalLink': 'Enlace externo (e-mail)',
  'auth.title': 'Iniciar sesión',
  'auth.social': 'Otras formas de iniciar sesión',
  'auth.social.google': 'Continuar con Google',
  'auth.social.facebook': 'Continuar con Facebook',
  'auth.tabs': 'Método de acceso',
  'auth.continuesInEnglish':
    'Después de iniciar sesión, su cuenta se abrirá en inglés: está disponible en ruso, ucraniano e inglés.',
  'auth.tab.email': 'E-mail',
  'auth.tab.phone': 'Teléfono',
  'auth.email': 'E-mail',
  'auth.password': 'Contraseña',
  'auth.phone': 'Número de teléfono',
  'auth.code': 'Código',
  'auth.newPassword': 'Nueva contraseña',
  'auth.signIn': 'Entrar',
  'auth.sendCode': 'Enviar código',
  'auth.confirm': 'Confirmar',
  'auth.forgot': '¿Olvidó su contraseña?',
  'auth.backToSignIn': 'Volver a iniciar sesión',
  'auth.pending': 'Espere…',
  'auth.signedIn': 'Ha iniciado sesión',
  'auth.confirmation.title': 'Introduzca el código',
  'auth.confirmation.text': 'Hemos enviado un código de un solo uso a {target}.',
  'auth.confirmation.textNoTarget': 'Le hemos enviado un código de un solo uso.',
  'auth.noAccount':
    'La agencia abre una cuenta a cada uno de sus clientes: para obtenerla, escríbanos.',
  'auth.confirmation.change': 'Cambiar el número',
  'auth.recovery.title': 'Recuperar la contraseña',
  'auth.recovery.text':
    'Introduzca su e-mail y le enviaremos un código para crear una nueva contraseña.',
  'auth.recovery.codeSent':
    'Hemos enviado un código a {email}. Introdúzcalo con su nueva contraseña.',
  'auth.recovery.done': 'Su contraseña ha cambiado. Ha iniciado sesión.',
  'validation.required': 'Rellene este campo',
  'validation.invalid': 'Revise este campo',
  'validation.email': 'Introduzca un e-mail como nombre@example.com',
  'validation.password': 'La contraseña debe tener al menos {min} caracteres',
  'validation.phone': 'Introduzca un número en formato internacional, como +34612345678',
  'validation.code': 'El código tiene {length} dígitos',
  'validation.codeInvalid': 'El código no es correcto. Revíselo e inténtelo de nuevo.',
  'validation.codeExpired': 'El código ha caducado. Solicite uno nuevo.',
  'validation.credentials': 'El e-mail o la contraseña no son correctos.',
  'validation.rateLimited': 'Demasiados intentos. Inténtelo más tarde.',
  'validation.retryAfter':
    'Demasiados intentos. Inténtelo de nuevo en {seconds, plural, one {# segundo} other {# segundos}}.',
  'validation.server': 'El servidor no pudo completar la solicitud. Inténtelo de nuevo.',
  'emailConfirmation.title': 'Confirmación del e-mail',
  'emailConfirmation.pending': 'Confirmando su e-mail…',
  'emailConfirmation.ready': 'Confirme su dirección de e-mail con el botón de abajo.',
  'emailConfirmation.confirm': 'Confirmar la dirección',
  'emailConfirmation.done': 'Su e-mail está confirmado. ¡Gracias!',
  'emailConfirmation.failed': 'Este enlace de confirmación no es válido o ha caducado.',
  'emailConfirmation.missing':
    'El enlace de confirmación está incompleto. Vuelva a abrir el enlace del e-mail.',
  'emailConfirmation.toSignIn': 'Ir a iniciar sesión',
  'emailConfirmation.welcome':
    '¡Bienvenido! Su cuenta está lista: elija una contraseña para terminar.',
  'emailConfirmation.invitation':
    'Con esta contraseña entrará en su cuenta; al menos 8 caracteres. El enlace funciona una sola vez.',
  'emailConfirmation.setPassword': 'Guardar la contraseña',
};
