import type { ServerMessageCode } from './en';

/** The server messages in Russian, one for each code of the English catalog. */
export const ru: Readonly<Record<ServerMessageCode, string>> = {
  // --- the request as a whole ---
  'request.methodNotUsed': 'Метод {method} не используется в /web',
  'request.noSuchOperation': 'Операции {operation} нет',
  'request.wrongMethod': 'Операция {operation} принимает только {method}',
  'request.signIn': 'Войдите, чтобы сделать это',
  'request.signInToOpen': 'Войдите, чтобы открыть эту страницу',
  'request.openFirstScreen': 'Эта страница вам недоступна: открыт первый доступный вам раздел',
  'request.forbidden': 'Вашим ролям не разрешено {operation}',
  'request.invalid': 'Данные не приняты: {field} — {problem}',
  'request.internal': 'Что-то пошло не так на нашей стороне. Попробуйте позже',
  'request.unavailable': 'Сервис временно недоступен. Попробуйте через минуту',
  'request.tooLarge': 'Запрос больше {kb} КБ',
  'request.multipartUnreadable': 'Не удаётся прочитать данные формы',
  'request.multipartOrder': 'Форма с файлом должна начинаться с полей controller и subaction',
  'request.multipartNotUpload': 'Данные формы с файлом принимают только загрузки',
  'request.multipartTooManyParts': 'В форме слишком много частей',
  'request.multipartFieldTooLong': 'Поле формы слишком длинное',
  'request.noUploads': 'Вам нельзя загружать файлы',
  'request.jsonInvalid': 'Тело запроса — не JSON',
  'request.tooDeep': 'Данные запроса вложены глубже {depth} уровней',
  'request.jsonNotObject': 'Тело запроса должно быть JSON-объектом',
  'request.apiAtWeb': 'API находится по адресу /web',
  'request.contentType': 'Отправьте данные как application/json, а файлы — как multipart/form-data',
  'notFound.record': 'Такой записи нет',
  'notFound.notOnPage': 'Этой записи больше нет на странице',
  'notFound.location': 'Такой точки нет',
  'notFound.user': 'Такого пользователя нет',
  'notFound.pin': 'Такой записи нет',
  // --- one field (the contract's rule names) ---
  'field.required': 'Заполните это поле',
  'field.unknown': 'Такого поля здесь нет',
  'field.type': 'Значение не того типа',
  'field.format': 'Неверный формат',
  'field.email': 'Введите адрес электронной почты, например name@example.com',
  'field.phone':
    'Это не номер телефона: пишите с кодом страны, например +380 44 123 45 67 (номер без кода читается как украинский)',
  'field.url': 'Введите адрес http(s)',
  'field.date': 'Введите дату',
  'field.minLength': 'Не короче {limit} символов',
  'field.maxLength': 'Не длиннее {limit} символов',
  'field.minimum': 'Не меньше {limit}',
  'field.maximum': 'Не больше {limit}',
  'field.range': 'От {min} до {max}',
  'field.minItems': 'Не меньше {limit} элементов',
  'field.maxItems': 'Не больше {limit} элементов',
  'field.enum': 'Выберите одно из допустимых значений',
  'field.pattern': 'Значение написано не так, как нужно',
  'field.uniqueItems': 'Значения не должны повторяться',
  'field.invalid': 'Недопустимое значение',
  'field.control': 'Текст не должен содержать управляющие символы',
  'field.order': 'Конец должен быть позже начала',
  'field.pair': 'Заполните оба поля или ни одного',
  // --- sign-in, codes, passwords, e-mail confirmation ---
  'auth.wrongCredentials': 'Неверный e-mail или пароль',
  'auth.codeWrong': 'Неверный код',
  'auth.codeWrongAskNew': 'Неверный код. Запросите новый',
  'auth.codeExpired': 'Срок действия кода истёк. Запросите новый',
  'auth.tooManyCodes': 'Слишком много неверных кодов. Запросите новый',
  'account.noPhoneChange': 'Новый номер не ожидает подтверждения: сначала укажите его в настройках',
  'auth.codesLocked':
    'Слишком много неверных кодов для этого адреса: вход по коду остановлен. Войдите с паролем или восстановите его по e-mail',
  'auth.tooManyAttempts': 'Слишком много попыток. Попробуйте позже',
  'auth.notCurrentSession': 'Это не текущий сеанс',
  'auth.notYourAccount': 'Вы не можете действовать от имени этого аккаунта',
  'auth.linkInvalid': 'Ссылка подтверждения недействительна',
  'auth.invitePassword': 'Придумайте пароль для своего кабинета (не короче 8 символов)',
  'auth.linkExpired': 'Срок действия ссылки подтверждения истёк',
  'auth.emailTaken': 'Этот e-mail уже использует другой аккаунт',
  'auth.phoneTaken': 'Этот телефон уже использует другой аккаунт',
  'auth.emailUsed': 'Этот e-mail уже занят',
  'auth.phoneUsed': 'Этот телефон уже занят',
  'password.common': 'Этот пароль слишком распространён. Выберите другой',
  'password.currentRequired': 'Введите текущий пароль',
  'password.currentWrong': 'Текущий пароль введён неверно',
  // --- stored data: constraints, back-office lockout, account data ---
  'record.duplicate': 'Запись с таким значением уже есть',
  'record.valueUsed': 'Это значение уже занято',
  'record.reference': 'Запись ссылается на несуществующее или на неё ещё ссылаются',
  'record.referenceField': 'Неизвестная или ещё используемая запись',
  'record.notAllowed': 'Значение не допускается',
  'record.valueNotAllowed': 'Это значение не допускается',
  'record.missing': 'Не хватает обязательного значения',
  'record.valueRequired': 'Это значение обязательно',
  'record.storeCodeTaken': 'У другой точки этого аккаунта такой же код магазина',
  'record.noLocation': 'В этом аккаунте нет такой точки',
  'lockout.builtInRole': 'Встроенную роль {name} нельзя удалить или переименовать',
  'lockout.coreController': 'Контроллер {name} нельзя удалить или переименовать',
  'lockout.coreSubactions': 'Действия контроллера {name} нельзя удалить или переименовать',
  'lockout.adminPermission':
    'Это разрешение администратора нужно для работы админки, его нельзя отнять',
  'lockout.deleteSelf': 'Нельзя удалить собственный аккаунт',
  'lockout.demoteSelf': 'Нельзя снять роль администратора с самого себя',
  'lockout.builtInRoleKind': 'Нельзя поменять, для кого встроенная роль {name}',
  'lockout.contractMethod': '{operation} вызывается методом {method}, его нельзя поменять',
  'lockout.everyonesPermission':
    'Без этого разрешения никто не сможет открыть сайт, войти или выйти ({operation}), его нельзя отнять',
  'lockout.lastAdmin': 'Это последний администратор: он должен остаться администратором',
  'grant.notHeld': 'Нельзя дать роли {role} право {operation}: у ваших ролей его нет',
  'grant.notHeldRemove': 'Нельзя отнять у роли {role} право {operation}: у ваших ролей его нет',
  'grant.userAbove':
    'Нельзя менять вход или роли этого пользователя: у него есть права, которых нет у вас ({operation})',
  'grant.roleNotForCustomers': 'Роль {role} — для сотрудников, клиенту её дать нельзя',
  'grant.roleNotForStaff': 'Роль {role} — для клиентов, сотруднику её дать нельзя',
  'grant.roleKindInUse': 'Роль {role} есть у пользователей другого вида; сначала снимите её с них',
  'statistics.rangeOrder': 'Конец периода не может быть раньше начала',
  'statistics.rangeTooLong': 'Период — не больше {days} дней',
  // --- publications as Google local posts (issue 27) ---
  'publication.notLinked':
    'Опубликовать в Google можно только в локациях, связанных с профилем компании в Google',
  // --- reviews from Google (issue 27) ---
  'review.replyRequired': 'Напишите ответ',
  'review.replyTooLong':
    'Google принимает ответ не длиннее {max} байт, а в этом {bytes}: буква кириллицы занимает два байта',
  'review.replyControl':
    'В ответе есть управляющие символы; оставьте только текст и переносы строк',
  'review.notFromGoogle': 'Этот отзыв не из Google: ответ на него сохраняется в самом отзыве',
  'review.fromGoogle': 'Отзыв из Google меняет только его автор; вы можете ответить на него',
  'review.googleLinked':
    'Эта локация связана с Google: её отзывы приходят из Google, вручную их не добавляют',
  'review.notification': 'Новый отзыв в Google: {stars} из 5 от {author}',
  'review.notificationChanged': 'Отзыв в Google изменён: {stars} из 5 от {author}',
  // --- opening hours (the import and the location form) ---
  'hours.format':
    '«{part}» — не период работы; пишите ЧЧ:ММ-ЧЧ:ММ, например 09:00-18:00, периоды через запятую, или x, если закрыто',
  'hours.timeInvalid':
    'В «{part}» время, которого не бывает; часы идут от 00:00 до 23:59 (24:00 — только как время закрытия)',
  'hours.emptyRange':
    '«{part}» открывается и закрывается в одно время; круглосуточно — это 00:00-24:00',
  'hours.overlap': 'Периоды {first} и {second} пересекаются',
  // --- the maps import: one problem of one row ---
  'import.rowProblem': 'Строка {row}, столбец «{column}»: {problem}',
  'import.placeProblem': 'Место {row}, поле «{column}»: {problem}',
  'import.required': 'обязательное поле, а ячейка пуста',
  'import.duplicate':
    'код магазина «{code}» стоит в строках {rows}; у каждой точки должен быть свой',
  'import.tooLong': '{length} символов, допускается не больше {max}',
  'import.tooManyItems': '{count} значений, допускается не больше {max}',
  'import.notANumber': '«{value}» — не десятичное число вроде 48.8584',
  'import.outOfRange': '{value} вне диапазона от -{bound} до {bound}',
  'import.coordinateMissing': 'ячейка пуста; укажите и широту, и долготу или ни одну',
  'import.phoneInvalid':
    '«{value}» — не номер телефона; пишите так: +7 495 123-45-67 или (495) 123-45-67, несколько номеров — через запятую',
  'import.urlInvalid': '«{value}» — не веб-адрес; пишите полностью, например https://example.com',
  'import.countryInvalid': '«{value}» — не двухбуквенный код страны, как US, DE или UA',
  'import.invalidRows': 'Ошибки в {invalid} из {total} строк; ничего не импортировано',
  'import.attachFile': 'Приложите файл',
  // --- the maps import: the file as a whole ---
  'importFile.tooLarge':
    'Файл весит {size} МБ; импортируются файлы до {max} МБ, разделите его на части',
  'importFile.tooManyRows': 'В таблице {count} точек; за раз импортируется не больше {max}',
  'importFile.moreThanRows': 'В таблице больше {max} точек; за раз импортируется не больше {max}',
  'importFile.tooManyColumns':
    'Первая строка таблицы длиннее, чем {max} столбцов таблицы Business Profile',
  'importFile.empty':
    'Файл пуст. Загрузите таблицу точек из Google Business Profile (CSV) или «Saved Places.json» из Google Takeout',
  'importFile.noRows': 'В таблице есть строка заголовков, но нет точек',
  'importFile.utf16':
    'Файл сохранён в UTF-16 («Текст Юникод»); сохраните его как «CSV UTF-8» и загрузите снова',
  'importFile.notUtf8':
    'Файл не в UTF-8 (возможно, в старой кодировке вроде Windows-1251); сохраните его как «CSV UTF-8» и загрузите снова',
  'importFile.zip':
    'Это ZIP-архив; распакуйте выгрузку Takeout и загрузите из неё «Saved Places.json» или сохраните таблицу как CSV',
  'importFile.workbook':
    'Это книга Excel или OpenDocument, а не CSV; в программе выберите «Сохранить как» / «Скачать» → «CSV UTF-8» и загрузите этот файл',
  'importFile.binary':
    'Это двоичный файл ({kind}), а не CSV или JSON. Загрузите таблицу точек из Google Business Profile (CSV) или «Saved Places.json» из Google Takeout',
  'importFile.markup':
    'Это файл XML, KML или HTML, импорт такие не читает. Загрузите таблицу точек из Google Business Profile (CSV) или «Saved Places.json» из Google Takeout',
  'importFile.takeoutList':
    'Это сохранённый список Google Takeout (Title, Note, URL), в нём нет адресов и координат; загрузите «Saved Places.json» из той же выгрузки',
  'importFile.unknown':
    'Это не таблица Google Business Profile (нет столбца «Store code» или «Business name») и не GeoJSON. Загрузите таблицу точек из Google Business Profile (CSV) или «Saved Places.json» из Google Takeout. Оставьте строку заголовков с английскими названиями столбцов (Store code, Business name, Address line 1, …)',
  'importFile.notGeojson':
    'Этот JSON-файл — не GeoJSON FeatureCollection; загрузите «Saved Places.json» из Google Takeout (Карты, ваши места)',
  'importFile.noPlaces': 'В файле нет сохранённых мест',
  'importFile.tooManyPlaces': 'В файле {count} мест; за раз импортируется не больше {max}',
  'importFile.malformedCsv': 'Таблицу не удалось прочитать как CSV: {reason}',
  'importFile.malformedJson': 'Файл — не корректный JSON: {reason}',
  'importFile.missingColumns':
    'В таблице нет столбца {columns}. Оставьте строку заголовков таблицы Google Business Profile с английскими названиями столбцов (Store code, Business name, Address line 1, …); у таблицы, скачанной на другом языке, строка заголовков должна быть на английском',
  // --- sign-in with Google or Facebook ---
  // --- quote requests (issue 28) ---
  'lead.contact': 'Укажите e-mail или телефон, чтобы мы могли ответить',
  'lead.phone': 'Введите номер телефона, например +380 50 111 22 33',
  'lead.consent': 'Чтобы отправить заявку, согласитесь с политикой конфиденциальности',
  'lead.statusMove': 'Заявка переходит так: новая → в работе → выиграна или проиграна',
  'lead.notLead': 'Этот клиент пришёл не из заявки',
  'lead.inviteNotWon': 'Пригласить в кабинет можно только выигранную заявку',
  'lead.inviteNoEmail': 'У заявки нет e-mail, на который можно отправить приглашение',
  // --- the Google Business Profile connection (issue 27) ---
  'google.off': 'Подключение Google Business Profile на этом сайте не настроено',
  'google.state':
    'Подключение Google заняло слишком много времени, было начато в другом браузере или для другой учётной записи, или уже завершено. Подключите ещё раз',
  'google.code': 'Google не принял этот ответ: он уже использован или устарел. Подключите ещё раз',
  'google.scope':
    'Google не дал доступа к вашим компаниям. Подключите ещё раз и разрешите управление профилями компаний',
  'google.notConnected': 'Сначала подключите Google Business Profile',
  'google.reconnect':
    'Google больше не принимает это подключение. Подключите Google Business Profile заново: данные в кабинете сохранены',
  'google.busy': 'Исчерпан лимит запросов к Google на эту минуту. Попробуйте через {seconds} с',
  'google.unavailable': 'Google сейчас не отвечает. Попробуйте через несколько минут',
  'google.listingGone': 'Подключение больше не управляет компанией {name}',
  'google.listingLinked': 'Эта компания Google уже связана с точкой',
  'google.locationLinked': 'Эта точка уже связана с другой компанией Google',
  'google.choiceTwice': 'Эта компания выбрана дважды',
  'google.notLinked': 'Эта точка не связана с Google',
  'google.ambiguous':
    'С компанией совпадает несколько точек клиента ({rule}); оставьте одну и повторите',
  'google.notCustomer': 'Такого клиента нет',
  'googleSync.gone':
    'Google удалил эту компанию, или подключение больше ею не управляет; точка сохранена без связи',
  'googleSync.unavailable':
    'Google не принимал изменения несколько раз подряд; сохраните точку ещё раз позже',
  'googleSync.categoryUnknown':
    'Google не знает категорию {names}; выберите категорию из списка Google',
  'googleSync.name': 'Google не принял название точки',
  'googleSync.website': 'Google не принял адрес сайта: нужен адрес http:// или https://',
  'googleSync.phone': 'Google не принял номер телефона (не больше двух дополнительных)',
  'googleSync.address': 'Google не принял адрес: нужны страна и не больше пяти строк адреса',
  'googleSync.hours':
    'Google не принял часы работы: периоды не должны пересекаться, особые часы с ночным периодом должны закрываться до полудня',
  'googleSync.description': 'Google не принял описание (не больше 750 символов, без ссылок)',
  'googleSync.category': 'Google не принял категорию',
  'googleSync.openStatus': 'Google не принял статус работы точки',
};
