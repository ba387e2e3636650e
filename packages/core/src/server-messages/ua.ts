import type { ServerMessageCode } from './en';

/** The server messages in Ukrainian, one for each code of the English catalog. */
export const ua: Readonly<Record<ServerMessageCode, string>> = {
  // --- the request as a whole ---
  'request.methodNotUsed': 'Метод {method} не використовується в /web',
  'request.noSuchOperation': 'Операції {operation} немає',
  'request.wrongMethod': 'Операція {operation} приймає лише {method}',
  'request.signIn': 'Увійдіть, щоб зробити це',
  'request.signInToOpen': 'Увійдіть, щоб відкрити цю сторінку',
  'request.openFirstScreen': 'Ця сторінка вам недоступна: відкрито перший доступний вам розділ',
  'request.forbidden': 'Вашим ролям не дозволено {operation}',
  'request.invalid': 'Дані не прийнято: {field} — {problem}',
  'request.internal': 'Щось пішло не так на нашому боці. Спробуйте пізніше',
  'request.unavailable': 'Сервіс тимчасово недоступний. Спробуйте за хвилину',
  'request.tooLarge': 'Запит більший за {kb} КБ',
  'request.multipartUnreadable': 'Не вдається прочитати дані форми',
  'request.multipartOrder': 'Форма з файлом має починатися з полів controller і subaction',
  'request.multipartNotUpload': 'Дані форми з файлом приймають лише завантаження',
  'request.multipartTooManyParts': 'У формі забагато частин',
  'request.multipartFieldTooLong': 'Поле форми задовге',
  'request.noUploads': 'Вам не можна завантажувати файли',
  'request.jsonInvalid': 'Тіло запиту — не JSON',
  'request.tooDeep': 'Дані запиту вкладені глибше ніж на {depth} рівнів',
  'request.jsonNotObject': 'Тіло запиту має бути JSON-об’єктом',
  'request.apiAtWeb': 'API розташований за адресою /web',
  'request.contentType': 'Надішліть дані як application/json, а файли — як multipart/form-data',
  'notFound.record': 'Такого запису немає',
  'notFound.notOnPage': 'Цього запису більше немає на сторінці',
  'notFound.location': 'Такої точки немає',
  'notFound.user': 'Такого користувача немає',
  'notFound.pin': 'Такого запису немає',
  // --- one field (the contract's rule names) ---
  'field.required': 'Заповніть це поле',
  'field.unknown': 'Такого поля тут немає',
  'field.type': 'Значення не того типу',
  'field.format': 'Неправильний формат',
  'field.email': 'Введіть адресу електронної пошти, наприклад name@example.com',
  'field.phone':
    'Це не номер телефону: пишіть із кодом країни, наприклад +380 44 123 45 67 (номер без коду читається як український)',
  'field.url': 'Введіть адресу http(s)',
  'field.date': 'Введіть дату',
  'field.minLength': 'Не коротше {limit} символів',
  'field.maxLength': 'Не довше {limit} символів',
  'field.minimum': 'Не менше {limit}',
  'field.maximum': 'Не більше {limit}',
  'field.range': 'Від {min} до {max}',
  'field.minItems': 'Не менше {limit} елементів',
  'field.maxItems': 'Не більше {limit} елементів',
  'field.enum': 'Виберіть одне з допустимих значень',
  'field.pattern': 'Значення написано не так, як потрібно',
  'field.uniqueItems': 'Значення не повинні повторюватися',
  'field.invalid': 'Неприпустиме значення',
  'field.control': 'Текст не повинен містити керівні символи',
  'field.order': 'Кінець має бути пізніше за початок',
  'field.pair': 'Заповніть обидва поля або жодного',
  // --- sign-in, codes, passwords, e-mail confirmation ---
  'auth.wrongCredentials': 'Неправильний e-mail або пароль',
  'auth.codeWrong': 'Неправильний код',
  'auth.codeWrongAskNew': 'Неправильний код. Запросіть новий',
  'auth.codeExpired': 'Термін дії коду минув. Запросіть новий',
  'auth.tooManyCodes': 'Забагато неправильних кодів. Запросіть новий',
  'account.noPhoneChange':
    'Новий номер не чекає на підтвердження: спершу вкажіть його в налаштуваннях',
  'auth.codesLocked':
    'Забагато неправильних кодів для цієї адреси: вхід за кодом зупинено. Увійдіть із паролем або відновіть його через e-mail',
  'auth.tooManyAttempts': 'Забагато спроб. Спробуйте пізніше',
  'auth.notCurrentSession': 'Це не поточний сеанс',
  'auth.notYourAccount': 'Ви не можете діяти від імені цього акаунта',
  'auth.linkInvalid': 'Посилання підтвердження недійсне',
  'auth.invitePassword': 'Придумайте пароль для свого кабінету (не коротший за 8 символів)',
  'auth.linkExpired': 'Термін дії посилання підтвердження минув',
  'auth.emailTaken': 'Цей e-mail уже використовує інший акаунт',
  'auth.phoneTaken': 'Цей телефон уже використовує інший акаунт',
  'auth.emailUsed': 'Цей e-mail уже зайнятий',
  'auth.phoneUsed': 'Цей телефон уже зайнятий',
  'password.common': 'Цей пароль надто поширений. Виберіть інший',
  'password.currentRequired': 'Введіть поточний пароль',
  'password.currentWrong': 'Поточний пароль введено неправильно',
  // --- stored data: constraints, back-office lockout, account data ---
  'record.duplicate': 'Запис із таким значенням уже є',
  'record.valueUsed': 'Це значення вже зайняте',
  'record.reference': 'Запис посилається на неіснуюче або на нього ще посилаються',
  'record.referenceField': 'Невідомий або ще використовуваний запис',
  'record.notAllowed': 'Значення не допускається',
  'record.valueNotAllowed': 'Це значення не допускається',
  'record.missing': 'Бракує обов’язкового значення',
  'record.valueRequired': 'Це значення обов’язкове',
  'record.storeCodeTaken': 'Інша точка цього акаунта має такий самий код магазину',
  'record.noLocation': 'У цьому акаунті немає такої точки',
  'lockout.builtInRole': 'Вбудовану роль {name} не можна видалити чи перейменувати',
  'lockout.coreController': 'Контролер {name} не можна видалити чи перейменувати',
  'lockout.coreSubactions': 'Дії контролера {name} не можна видалити чи перейменувати',
  'lockout.adminPermission':
    'Цей дозвіл адміністратора потрібен для роботи адмінки, його не можна забрати',
  'lockout.deleteSelf': 'Не можна видалити власний акаунт',
  'lockout.demoteSelf': 'Не можна зняти роль адміністратора із самого себе',
  'lockout.builtInRoleKind': 'Не можна змінити, для кого вбудована роль {name}',
  'lockout.contractMethod': '{operation} викликається методом {method}, його не можна змінити',
  'lockout.everyonesPermission':
    'Без цього дозволу ніхто не зможе відкрити сайт, увійти чи вийти ({operation}), його не можна забрати',
  'lockout.lastAdmin': 'Це останній адміністратор: він має залишитися адміністратором',
  'grant.notHeld': 'Не можна дати ролі {role} право {operation}: у ваших ролей його немає',
  'grant.notHeldRemove':
    'Не можна забрати в ролі {role} право {operation}: у ваших ролей його немає',
  'grant.userAbove':
    'Не можна змінювати вхід чи ролі цього користувача: він має права, яких немає у вас ({operation})',
  'grant.roleNotForCustomers': 'Роль {role} — для співробітників, клієнту її дати не можна',
  'grant.roleNotForStaff': 'Роль {role} — для клієнтів, співробітнику її дати не можна',
  'grant.roleKindInUse': 'Роль {role} мають користувачі іншого виду; спершу зніміть її з них',
  'statistics.rangeOrder': 'Кінець періоду не може бути раніше за початок',
  'statistics.rangeTooLong': 'Період — не більше {days} днів',
  // --- publications as Google local posts (issue 27) ---
  'publication.notLinked':
    'Опублікувати в Google можна лише в локаціях, пов’язаних із профілем компанії в Google',
  // --- reviews from Google (issue 27) ---
  'review.replyRequired': 'Напишіть відповідь',
  'review.replyTooLong':
    'Google приймає відповідь не довшу за {max} байтів, а в цій {bytes}: літера кирилиці займає два байти',
  'review.replyControl': 'У відповіді є керівні символи; залиште лише текст і перенесення рядків',
  'review.notFromGoogle':
    'Цей відгук не з Google: відповідь на нього зберігається в самому відгуку',
  'review.fromGoogle': 'Відгук із Google змінює лише його автор; ви можете на нього відповісти',
  'review.googleLinked':
    'Ця локація пов’язана з Google: її відгуки надходять із Google, вручну їх не додають',
  'review.notification': 'Новий відгук у Google: {stars} з 5 від {author}',
  'review.notificationChanged': 'Відгук у Google змінено: {stars} з 5 від {author}',
  // --- opening hours (the import and the location form) ---
  'hours.format':
    '«{part}» — не період роботи; пишіть ГГ:ХХ-ГГ:ХХ, наприклад 09:00-18:00, періоди через кому, або x, якщо зачинено',
  'hours.timeInvalid':
    'У «{part}» час, якого не буває; години йдуть від 00:00 до 23:59 (24:00 — лише як час зачинення)',
  'hours.emptyRange': '«{part}» відчиняється й зачиняється в один час; цілодобово — це 00:00-24:00',
  'hours.overlap': 'Періоди {first} і {second} перетинаються',
  // --- the maps import: one problem of one row ---
  'import.rowProblem': 'Рядок {row}, стовпець «{column}»: {problem}',
  'import.placeProblem': 'Місце {row}, поле «{column}»: {problem}',
  'import.required': 'обов’язкове поле, а клітинка порожня',
  'import.duplicate': 'код магазину «{code}» стоїть у рядках {rows}; кожна точка має мати свій',
  'import.tooLong': '{length} символів, допускається не більше {max}',
  'import.tooManyItems': '{count} значень, допускається не більше {max}',
  'import.notANumber': '«{value}» — не десяткове число на кшталт 48.8584',
  'import.outOfRange': '{value} поза діапазоном від -{bound} до {bound}',
  'import.coordinateMissing': 'клітинка порожня; вкажіть і широту, і довготу або жодну',
  'import.phoneInvalid':
    '«{value}» — не номер телефону; пишіть так: +380 44 123-45-67 або (044) 123-45-67, кілька номерів — через кому',
  'import.urlInvalid': '«{value}» — не веб-адреса; пишіть повністю, наприклад https://example.com',
  'import.countryInvalid': '«{value}» — не двобуквений код країни, як US, DE або UA',
  'import.invalidRows': 'Помилки в {invalid} з {total} рядків; нічого не імпортовано',
  'import.attachFile': 'Додайте файл',
  // --- the maps import: the file as a whole ---
  'importFile.tooLarge':
    'Файл важить {size} МБ; імпортуються файли до {max} МБ, розділіть його на частини',
  'importFile.tooManyRows': 'У таблиці {count} точок; за раз імпортується не більше {max}',
  'importFile.moreThanRows': 'У таблиці понад {max} точок; за раз імпортується не більше {max}',
  'importFile.tooManyColumns':
    'Перший рядок таблиці довший, ніж {max} стовпців таблиці Business Profile',
  'importFile.empty':
    'Файл порожній. Завантажте таблицю точок із Google Business Profile (CSV) або «Saved Places.json» із Google Takeout',
  'importFile.noRows': 'У таблиці є рядок заголовків, але немає точок',
  'importFile.utf16':
    'Файл збережено в UTF-16 («Текст Юнікод»); збережіть його як «CSV UTF-8» і завантажте знову',
  'importFile.notUtf8':
    'Файл не в UTF-8 (можливо, у старому кодуванні на кшталт Windows-1251); збережіть його як «CSV UTF-8» і завантажте знову',
  'importFile.zip':
    'Це ZIP-архів; розпакуйте вивантаження Takeout і завантажте з нього «Saved Places.json» або збережіть таблицю як CSV',
  'importFile.workbook':
    'Це книга Excel або OpenDocument, а не CSV; у програмі виберіть «Зберегти як» / «Завантажити» → «CSV UTF-8» і завантажте цей файл',
  'importFile.binary':
    'Це двійковий файл ({kind}), а не CSV чи JSON. Завантажте таблицю точок із Google Business Profile (CSV) або «Saved Places.json» із Google Takeout',
  'importFile.markup':
    'Це файл XML, KML або HTML, імпорт такі не читає. Завантажте таблицю точок із Google Business Profile (CSV) або «Saved Places.json» із Google Takeout',
  'importFile.takeoutList':
    'Це збережений список Google Takeout (Title, Note, URL), у ньому немає адрес і координат; завантажте «Saved Places.json» з того самого вивантаження',
  'importFile.unknown':
    'Це не таблиця Google Business Profile (немає стовпця «Store code» чи «Business name») і не GeoJSON. Завантажте таблицю точок із Google Business Profile (CSV) або «Saved Places.json» із Google Takeout. Залиште рядок заголовків з англійськими назвами стовпців (Store code, Business name, Address line 1, …)',
  'importFile.notGeojson':
    'Цей JSON-файл — не GeoJSON FeatureCollection; завантажте «Saved Places.json» із Google Takeout (Карти, ваші місця)',
  'importFile.noPlaces': 'У файлі немає збережених місць',
  'importFile.tooManyPlaces': 'У файлі {count} місць; за раз імпортується не більше {max}',
  'importFile.malformedCsv': 'Таблицю не вдалося прочитати як CSV: {reason}',
  'importFile.malformedJson': 'Файл — не коректний JSON: {reason}',
  'importFile.missingColumns':
    'У таблиці немає стовпця {columns}. Залиште рядок заголовків таблиці Google Business Profile з англійськими назвами стовпців (Store code, Business name, Address line 1, …); у таблиці, завантаженій іншою мовою, рядок заголовків має бути англійською',
  // --- sign-in with Google or Facebook ---
  // --- quote requests (issue 28) ---
  'lead.contact': 'Вкажіть e-mail або телефон, щоб ми могли відповісти',
  'lead.phone': 'Введіть номер телефону, наприклад +380 50 111 22 33',
  'lead.consent': 'Щоб надіслати заявку, погодьтеся з політикою конфіденційності',
  'lead.statusMove': 'Заявка переходить так: нова → у роботі → виграна або програна',
  'lead.notLead': 'Цей клієнт прийшов не із заявки',
  'lead.inviteNotWon': 'Запросити до кабінету можна лише виграну заявку',
  'lead.inviteNoEmail': 'У заявки немає e-mail, на який можна надіслати запрошення',
  // --- the Google Business Profile connection (issue 27) ---
  'google.off': 'Підключення Google Business Profile на цьому сайті не налаштовано',
  'google.state':
    'Підключення Google тривало надто довго, було розпочате в іншому браузері чи для іншого облікового запису, або вже завершене. Підключіть ще раз',
  'google.code':
    'Google не прийняв цю відповідь: її вже використано або вона застаріла. Підключіть ще раз',
  'google.scope':
    'Google не надав доступу до ваших компаній. Підключіть ще раз і дозвольте керування профілями компаній',
  'google.notConnected': 'Спершу підключіть Google Business Profile',
  'google.reconnect':
    'Google більше не приймає це підключення. Підключіть Google Business Profile знову: дані в кабінеті збережено',
  'google.busy': 'Вичерпано ліміт запитів до Google на цю хвилину. Спробуйте за {seconds} с',
  'google.unavailable': 'Google зараз не відповідає. Спробуйте за кілька хвилин',
  'google.listingGone': 'Підключення більше не керує компанією {name}',
  'google.listingLinked': 'Ця компанія Google уже пов’язана з точкою',
  'google.locationLinked': 'Ця точка вже пов’язана з іншою компанією Google',
  'google.choiceTwice': 'Цю компанію вибрано двічі',
  'google.notLinked': 'Ця точка не пов’язана з Google',
  'google.ambiguous':
    'З компанією збігається кілька точок клієнта ({rule}); залиште одну й повторіть',
  'google.notCustomer': 'Такого клієнта немає',
  'googleSync.gone':
    'Google видалив цю компанію, або підключення більше нею не керує; точку збережено без зв’язку',
  'googleSync.unavailable':
    'Google не приймав зміни кілька разів поспіль; збережіть точку ще раз пізніше',
  'googleSync.categoryUnknown':
    'Google не знає категорію {names}; виберіть категорію зі списку Google',
  'googleSync.name': 'Google не прийняв назву точки',
  'googleSync.website': 'Google не прийняв адресу сайту: потрібна адреса http:// або https://',
  'googleSync.phone': 'Google не прийняв номер телефону (не більше двох додаткових)',
  'googleSync.address': 'Google не прийняв адресу: потрібні країна й не більше п’яти рядків адреси',
  'googleSync.hours':
    'Google не прийняв години роботи: періоди не мають перетинатися, особливі години з нічним періодом мають закриватися до полудня',
  'googleSync.description': 'Google не прийняв опис (не більше 750 символів, без посилань)',
  'googleSync.category': 'Google не прийняв категорію',
  'googleSync.openStatus': 'Google не прийняв статус роботи точки',
};
