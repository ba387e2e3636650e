import type { ServerMessageCode } from './en';

/** The server messages in Spanish (the reader addressed as "usted"), one for each code of the English catalog. */
export const es: Readonly<Record<ServerMessageCode, string>> = {
  // --- the request as a whole ---
  'request.methodNotUsed': '{method} no se usa en /web',
  'request.noSuchOperation': 'No existe {operation}',
  'request.wrongMethod': '{operation} solo acepta {method}',
  'request.signIn': 'Inicie sesión para hacer esto',
  'request.signInToOpen': 'Inicie sesión para abrir esta página',
  'request.openFirstScreen':
    'Esta página no está disponible para usted: se muestra la primera sección a la que tiene acceso',
  'request.forbidden': 'Sus roles no permiten {operation}',
  'request.invalid': 'Los datos no son válidos: {field}: {problem}',
  'request.internal': 'Algo salió mal por nuestra parte. Inténtelo de nuevo más tarde',
  'request.unavailable':
    'El servicio no está disponible temporalmente. Inténtelo de nuevo en un minuto',
  'request.tooLarge': 'La solicitud supera los {kb} KB',
  'request.multipartUnreadable': 'No se pueden leer los datos del formulario',
  'request.multipartOrder':
    'Un formulario con archivo debe empezar por los campos controller y subaction',
  'request.multipartNotUpload':
    'Los datos de formulario con archivo solo sirven para subir archivos',
  'request.multipartTooManyParts': 'El formulario tiene demasiadas partes',
  'request.multipartFieldTooLong': 'Un campo del formulario es demasiado largo',
  'request.noUploads': 'No tiene permiso para subir archivos',
  'request.jsonInvalid': 'El cuerpo de la solicitud no es JSON válido',
  'request.tooDeep': 'Los datos de la solicitud están anidados a más de {depth} niveles',
  'request.jsonNotObject': 'El cuerpo de la solicitud debe ser un objeto JSON',
  'request.apiAtWeb': 'La API está en /web',
  'request.contentType':
    'Envíe los datos como application/json, o multipart/form-data para archivos',
  'notFound.record': 'No existe ese registro',
  'notFound.notOnPage': 'El registro ya no está en esta página',
  'notFound.location': 'No existe esa ubicación',
  'notFound.user': 'No existe ese usuario',
  'notFound.pin': 'No existe ese elemento',
  // --- one field (the contract's rule names) ---
  'field.required': 'Rellene este campo',
  'field.unknown': 'Este campo no existe aquí',
  'field.type': 'El valor es de un tipo incorrecto',
  'field.format': 'El formato no es correcto',
  'field.email': 'Escriba un correo electrónico como name@example.com',
  'field.phone':
    'No es un número de teléfono: escríbalo con el prefijo del país, p. ej. +380 44 123 45 67 (un número sin prefijo se lee como ucraniano)',
  'field.url': 'Escriba una dirección http(s)',
  'field.date': 'Escriba una fecha',
  'field.minLength': 'Al menos {limit} caracteres',
  'field.maxLength': 'Como máximo {limit} caracteres',
  'field.minimum': 'Como mínimo {limit}',
  'field.maximum': 'Como máximo {limit}',
  'field.range': 'Entre {min} y {max}',
  'field.minItems': 'Al menos {limit} elementos',
  'field.maxItems': 'Como máximo {limit} elementos',
  'field.enum': 'Elija uno de los valores permitidos',
  'field.pattern': 'El valor no tiene la forma requerida',
  'field.uniqueItems': 'Los valores no deben repetirse',
  'field.invalid': 'Este valor no es válido',
  'field.control': 'El texto no debe contener caracteres de control',
  'field.order': 'Debe terminar después de empezar',
  'field.pair': 'Indique ambos o ninguno',
  // --- sign-in, codes, passwords, e-mail confirmation ---
  'auth.wrongCredentials': 'Correo electrónico o contraseña incorrectos',
  'auth.codeWrong': 'El código no es correcto',
  'auth.codeWrongAskNew': 'El código no es correcto. Solicite uno nuevo',
  'auth.codeExpired': 'El código ha caducado. Solicite uno nuevo',
  'auth.tooManyCodes': 'Demasiados códigos incorrectos. Solicite uno nuevo',
  'account.noPhoneChange': 'Ningún número nuevo espera su código: indíquelo primero en los ajustes',
  'auth.codesLocked':
    'Demasiados códigos incorrectos para esta dirección: los códigos están detenidos. Inicie sesión con su contraseña o recupérela por correo',
  'auth.tooManyAttempts': 'Demasiados intentos. Inténtelo de nuevo más tarde',
  'auth.notCurrentSession': 'Esta no es la sesión actual',
  'auth.notYourAccount': 'No puede actuar en nombre de esta cuenta',
  'auth.linkInvalid': 'El enlace de confirmación no es válido',
  'auth.invitePassword': 'Elija una contraseña para su cuenta (al menos 8 caracteres)',
  'auth.linkExpired': 'El enlace de confirmación ha caducado',
  'auth.emailTaken': 'Otra cuenta ya usa este correo electrónico',
  'auth.phoneTaken': 'Otra cuenta ya usa este teléfono',
  'auth.emailUsed': 'Este correo electrónico ya está en uso',
  'auth.phoneUsed': 'Este teléfono ya está en uso',
  'password.common': 'Esta contraseña es demasiado común. Elija otra',
  'password.currentRequired': 'Escriba su contraseña actual',
  'password.currentWrong': 'La contraseña actual no es correcta',
  // --- stored data: constraints, back-office lockout, account data ---
  'record.duplicate': 'Ya existe un registro con este valor',
  'record.valueUsed': 'Este valor ya está en uso',
  'record.reference': 'El registro remite a algo que no existe, o aún se remite a él',
  'record.referenceField': 'Registro desconocido o aún en uso',
  'record.notAllowed': 'Un valor no está permitido',
  'record.valueNotAllowed': 'Este valor no está permitido',
  'record.missing': 'Falta un valor obligatorio',
  'record.valueRequired': 'Este valor es obligatorio',
  'record.storeCodeTaken': 'Otra ubicación de esta cuenta tiene este código de tienda',
  'record.noLocation': 'No existe esa ubicación en esta cuenta',
  'lockout.builtInRole': 'El rol integrado {name} no se puede eliminar ni renombrar',
  'lockout.coreController': 'El controlador {name} no se puede eliminar ni renombrar',
  'lockout.coreSubactions': 'Las subacciones de {name} no se pueden eliminar ni renombrar',
  'lockout.adminPermission':
    'Este permiso de administrador mantiene el panel en marcha y no se puede quitar',
  'lockout.deleteSelf': 'No puede eliminar su propia cuenta',
  'lockout.demoteSelf': 'No puede quitarse a sí mismo el rol de administrador',
  'lockout.builtInRoleKind': 'No se puede cambiar a quién corresponde el rol integrado {name}',
  'lockout.contractMethod': '{operation} se llama con {method}; su método no se puede cambiar',
  'lockout.everyonesPermission':
    'Sin este permiso nadie podría abrir el sitio, iniciar o cerrar sesión ({operation}); no se puede quitar',
  'lockout.lastAdmin': 'Es el último administrador: debe seguir siéndolo',
  'grant.notHeld':
    'No puede dar al rol {role} el permiso {operation}: sus propios roles no lo tienen',
  'grant.notHeldRemove':
    'No puede quitar al rol {role} el permiso {operation}: sus propios roles no lo tienen',
  'grant.userAbove':
    'No puede cambiar cómo inicia sesión este usuario ni sus roles: tiene permisos que usted no tiene ({operation})',
  'grant.roleNotForCustomers': 'El rol {role} es para el personal y no se puede dar a un cliente',
  'grant.roleNotForStaff':
    'El rol {role} es para clientes y no se puede dar a un miembro del personal',
  'grant.roleKindInUse': 'Usuarios del otro tipo tienen el rol {role}; quíteselo primero',
  'statistics.rangeOrder': 'El final no puede ser anterior al inicio',
  'statistics.rangeTooLong': 'Una serie abarca como máximo {days} días',
  // --- publications as Google local posts (issue 27) ---
  'publication.notLinked':
    'Una publicación va a Google solo en ubicaciones vinculadas a un perfil de empresa de Google',
  // --- reviews from Google (issue 27) ---
  'review.replyRequired': 'Escriba una respuesta',
  'review.replyTooLong':
    'Google acepta una respuesta de como máximo {max} bytes y esta tiene {bytes}: una letra cirílica ocupa dos bytes',
  'review.replyControl':
    'La respuesta contiene caracteres de control; deje solo texto y saltos de línea',
  'review.notFromGoogle': 'Esta reseña no es de Google: su respuesta se guarda con la reseña',
  'review.fromGoogle': 'Solo su autor cambia una reseña de Google; puede responderla',
  'review.googleLinked':
    'Esta ubicación está vinculada a Google: sus reseñas llegan de Google y no se añaden a mano',
  'review.notification': 'Nueva reseña en Google: {stars} de 5 de {author}',
  'review.notificationChanged': 'Reseña cambiada en Google: {stars} de 5 de {author}',
  // --- opening hours (the import and the location form) ---
  'hours.format':
    '«{part}» no es un horario; use HH:MM-HH:MM, p. ej. 09:00-18:00, periodos separados por comas, o x si está cerrado',
  'hours.timeInvalid':
    '«{part}» tiene una hora que no existe; las horas van de 00:00 a 23:59 (24:00 solo como hora de cierre)',
  'hours.emptyRange': '«{part}» abre y cierra a la misma hora; para todo el día use 00:00-24:00',
  'hours.overlap': 'Los periodos {first} y {second} se solapan',
  // --- the maps import: one problem of one row ---
  'import.rowProblem': 'Fila {row}, columna «{column}»: {problem}',
  'import.placeProblem': 'Sitio {row}, campo «{column}»: {problem}',
  'import.required': 'obligatorio, y la celda está vacía',
  'import.duplicate':
    'el código de tienda «{code}» aparece en las filas {rows}; cada ubicación necesita el suyo',
  'import.tooLong': '{length} caracteres; se admiten como máximo {max}',
  'import.tooManyItems': '{count} entradas; se admiten como máximo {max}',
  'import.notANumber': '«{value}» no es un número decimal como 48.8584',
  'import.outOfRange': '{value} está fuera de -{bound}..{bound}',
  'import.coordinateMissing': 'la celda está vacía; indique latitud y longitud, o ninguna',
  'import.phoneInvalid':
    '«{value}» no es un número de teléfono; escríbalo como +34 912 345 678 o (91) 234-5678, varios números separados por comas',
  'import.urlInvalid':
    '«{value}» no es una dirección web; escríbala completa, p. ej. https://example.com',
  'import.countryInvalid': '«{value}» no es un código de país de dos letras como US, DE o UA',
  'import.invalidRows': '{invalid} de {total} filas tienen errores; no se importó nada',
  'import.attachFile': 'Adjunte el archivo',
  // --- the maps import: the file as a whole ---
  'importFile.tooLarge':
    'El archivo ocupa {size} MB; se importan archivos de hasta {max} MB, divídalo en archivos más pequeños',
  'importFile.tooManyRows':
    'La hoja tiene {count} ubicaciones; se pueden importar como máximo {max} a la vez',
  'importFile.moreThanRows':
    'La hoja tiene más de {max} ubicaciones; se pueden importar como máximo {max} a la vez',
  'importFile.tooManyColumns':
    'La primera línea de la hoja es más larga que las {max} columnas de una hoja de Business Profile',
  'importFile.empty':
    'El archivo está vacío. Suba la hoja de ubicaciones de Google Business Profile (CSV) o «Saved Places.json» de Google Takeout',
  'importFile.noRows': 'La hoja tiene una fila de encabezados pero ninguna ubicación',
  'importFile.utf16':
    'El archivo está guardado como UTF-16 («Texto Unicode»); guárdelo como «CSV UTF-8» y súbalo de nuevo',
  'importFile.notUtf8':
    'El archivo no es texto UTF-8 (puede estar en una codificación antigua como Windows-1252); guárdelo como «CSV UTF-8» y súbalo de nuevo',
  'importFile.zip':
    'Es un archivo ZIP; descomprima la descarga de Takeout y suba «Saved Places.json», o exporte la hoja como CSV',
  'importFile.workbook':
    'Es un libro de Excel u OpenDocument, no CSV; en su programa elija «Guardar como» / «Descargar» → «CSV UTF-8» y suba ese archivo',
  'importFile.binary':
    'Es un archivo binario ({kind}), no CSV ni JSON. Suba la hoja de ubicaciones de Google Business Profile (CSV) o «Saved Places.json» de Google Takeout',
  'importFile.markup':
    'Es un archivo XML, KML o HTML, que la importación no lee. Suba la hoja de ubicaciones de Google Business Profile (CSV) o «Saved Places.json» de Google Takeout',
  'importFile.takeoutList':
    'Es una lista guardada de Google Takeout (Title, Note, URL), sin direcciones ni coordenadas; suba «Saved Places.json» de la misma descarga',
  'importFile.unknown':
    'El archivo no es una hoja de Google Business Profile (sin columna «Store code» o «Business name») ni GeoJSON. Suba la hoja de ubicaciones de Google Business Profile (CSV) o «Saved Places.json» de Google Takeout. Mantenga la fila de encabezados con los nombres de columna en inglés (Store code, Business name, Address line 1, …)',
  'importFile.notGeojson':
    'Este archivo JSON no es una FeatureCollection de GeoJSON; suba «Saved Places.json» de Google Takeout (Maps, sus sitios)',
  'importFile.noPlaces': 'El archivo no tiene sitios guardados',
  'importFile.tooManyPlaces':
    'El archivo tiene {count} sitios; se pueden importar como máximo {max} a la vez',
  'importFile.malformedCsv': 'La hoja no se pudo leer como CSV: {reason}',
  'importFile.malformedJson': 'El archivo no es JSON válido: {reason}',
  'importFile.missingColumns':
    'La hoja no tiene la columna {columns}. Mantenga la fila de encabezados de la hoja de Google Business Profile con los nombres de columna en inglés (Store code, Business name, Address line 1, …); una hoja descargada en otro idioma necesita la fila de encabezados en inglés',
  // --- sign-in with Google or Facebook ---
  // --- quote requests (issue 28) ---
  'lead.contact': 'Indique un correo o un teléfono para que podamos responderle',
  'lead.phone': 'Escriba un número de teléfono como +380 50 111 22 33',
  'lead.consent': 'Acepte la política de privacidad para enviar la solicitud',
  'lead.statusMove': 'Una solicitud pasa de nueva → contactada → ganada o perdida',
  'lead.notLead': 'Este cliente no llegó por una solicitud de presupuesto',
  'lead.inviteNotWon': 'Solo una solicitud ganada puede ser invitada a una cuenta',
  'lead.inviteNoEmail': 'La solicitud no tiene un correo al que enviar la invitación',
  // --- the Google Business Profile connection (issue 27) ---
  'google.off': 'La conexión con Google Business Profile no está configurada en este sitio',
  'google.state':
    'La conexión con Google tardó demasiado, se inició en otro navegador o para otra cuenta, o ya terminó. Conecte de nuevo',
  'google.code': 'Google no aceptó esta respuesta: ya se usó o caducó. Conecte de nuevo',
  'google.scope':
    'Google no dio acceso a sus negocios. Conecte de nuevo y permita administrar los perfiles de empresa',
  'google.notConnected': 'Conecte primero Google Business Profile',
  'google.reconnect':
    'Google ya no acepta esta conexión. Vuelva a conectar Google Business Profile: no se perdió nada de su cuenta',
  'google.busy':
    'Se alcanzó el límite de solicitudes a Google de este minuto. Inténtelo de nuevo en {seconds} s',
  'google.unavailable': 'Google no responde ahora. Inténtelo de nuevo en unos minutos',
  'google.listingGone': 'La conexión ya no administra la ficha {name}',
  'google.listingLinked': 'Esta ficha de Google ya está vinculada a una ubicación',
  'google.locationLinked': 'Esta ubicación ya está vinculada a otra ficha de Google',
  'google.choiceTwice': 'Esta ficha se eligió dos veces',
  'google.notLinked': 'Esta ubicación no está vinculada a Google',
  'google.ambiguous':
    'Varias ubicaciones del cliente coinciden con la ficha ({rule}); deje una e inténtelo de nuevo',
  'google.notCustomer': 'No existe esa cuenta de cliente',
  'googleSync.gone':
    'Google eliminó esta ficha o la conexión ya no la administra; la ubicación se conserva sin vínculo',
  'googleSync.unavailable':
    'Google no aceptó el cambio tras varios intentos; guarde la ubicación de nuevo más tarde',
  'googleSync.categoryUnknown':
    'Google no conoce la categoría {names}; elija una categoría de la lista de Google',
  'googleSync.name': 'Google no aceptó el nombre de la ubicación',
  'googleSync.website': 'Google no aceptó el sitio web: necesita una dirección http:// o https://',
  'googleSync.phone': 'Google no aceptó un número de teléfono (como máximo dos adicionales)',
  'googleSync.address':
    'Google no aceptó la dirección: necesita un país y como máximo cinco líneas',
  'googleSync.hours':
    'Google no aceptó el horario: los periodos no deben solaparse y los horarios especiales que pasan la medianoche deben cerrar antes del mediodía',
  'googleSync.description':
    'Google no aceptó la descripción (como máximo 750 caracteres, sin enlaces)',
  'googleSync.category': 'Google no aceptó una categoría',
  'googleSync.openStatus': 'Google no aceptó el estado de apertura del negocio',
};
