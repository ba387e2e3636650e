/**
 * The server messages in English: every text a person can read in an answer of /web, by stable
 * message code. Its keys are the catalog's code set, which every other language must match.
 * `{name}` placeholders take values from the sender; each language of a code has the same ones.
 */
export const en = {
  // --- the request as a whole ---
  'request.methodNotUsed': '{method} is not used by /web',
  'request.noSuchOperation': 'There is no {operation}',
  'request.wrongMethod': '{operation} takes {method}',
  'request.signIn': 'Sign in to do this',
  'request.signInToOpen': 'Sign in to open this page',
  'request.openFirstScreen':
    'This page is not open to you: the first screen you may open is shown instead',
  'request.forbidden': 'Your roles do not permit {operation}',
  'request.invalid': 'The payload is invalid: {field}: {problem}',
  'request.internal': 'Something went wrong on our side. Please try again later',
  'request.unavailable': 'The service is temporarily unavailable. Please try again in a minute',
  'request.tooLarge': 'The request body is larger than {kb} KB',
  'request.multipartUnreadable': 'The multipart form data cannot be read',
  'request.multipartOrder':
    'A form with a file must start with the controller and subaction fields',
  'request.multipartNotUpload': 'Multipart form data is only for uploads',
  'request.multipartTooManyParts': 'The form has too many parts',
  'request.multipartFieldTooLong': 'A form field is too long',
  'request.noUploads': 'You may not upload files',
  'request.jsonInvalid': 'The body is not valid JSON',
  'request.tooDeep': 'The request data is nested deeper than {depth} levels',
  'request.jsonNotObject': 'The body must be a JSON object',
  'request.apiAtWeb': 'The API lives at /web',
  'request.contentType': 'Send the payload as application/json, or multipart/form-data for uploads',
  'notFound.record': 'No such record',
  'notFound.notOnPage': 'The record is no longer on this page',
  'notFound.location': 'No such location',
  'notFound.user': 'No such user',
  'notFound.pin': 'No such pin',
  // --- one field (the contract's rule names) ---
  'field.required': 'Fill in this field',
  'field.unknown': 'This is not a field of this payload',
  'field.type': 'The value is of the wrong type',
  'field.format': 'The format is wrong',
  'field.email': 'Enter an e-mail address such as name@example.com',
  'field.phone':
    'This is not a phone number: write it with its country code, e.g. +380 44 123 45 67 (a number without one is read as Ukrainian)',
  'field.url': 'Enter an http(s) address',
  'field.date': 'Enter a date',
  'field.minLength': 'At least {limit} characters',
  'field.maxLength': 'At most {limit} characters',
  'field.minimum': 'At least {limit}',
  'field.maximum': 'At most {limit}',
  'field.range': 'Between {min} and {max}',
  'field.minItems': 'At least {limit} items',
  'field.maxItems': 'At most {limit} items',
  'field.enum': 'Choose one of the allowed values',
  'field.pattern': 'The value is not written as required',
  'field.uniqueItems': 'The values must not repeat',
  'field.invalid': 'This value is not valid',
  'field.control': 'The text must not contain control characters',
  'field.order': 'Must end after it starts',
  'field.pair': 'Give both or neither',
  // --- sign-in, codes, passwords, e-mail confirmation ---
  'auth.wrongCredentials': 'Wrong e-mail or password',
  'auth.codeWrong': 'The code is wrong',
  'auth.codeWrongAskNew': 'The code is wrong. Ask for a new one',
  'auth.codeExpired': 'The code has expired. Ask for a new one',
  'auth.tooManyCodes': 'Too many wrong codes. Ask for a new one',
  'account.noPhoneChange': 'No new number is waiting for its code: enter it in the settings first',
  'auth.codesLocked':
    'Too many wrong codes for this address: codes are stopped. Sign in with your password, or recover it by e-mail',
  'auth.tooManyAttempts': 'Too many attempts. Please try again later',
  'auth.notCurrentSession': 'This is not the current session',
  'auth.notYourAccount': 'You may not act for this account',
  'auth.linkInvalid': 'The confirmation link is not valid',
  'auth.invitePassword': 'Choose a password for your account (at least 8 characters)',
  'auth.linkExpired': 'The confirmation link has expired',
  'auth.emailTaken': 'This e-mail is already used by another account',
  'auth.phoneTaken': 'This phone is already used by another account',
  'auth.emailUsed': 'This e-mail is already used',
  'auth.phoneUsed': 'This phone is already used',
  'password.common': 'This password is too common. Choose another one',
  'password.currentRequired': 'Enter your current password',
  'password.currentWrong': 'The current password is wrong',
  // --- stored data: constraints, back-office lockout, account data ---
  'record.duplicate': 'A record with this value exists already',
  'record.valueUsed': 'This value is already used',
  'record.reference': 'The record refers to something that does not exist, or is still referred to',
  'record.referenceField': 'Unknown or still referenced record',
  'record.notAllowed': 'A value is not allowed',
  'record.valueNotAllowed': 'This value is not allowed',
  'record.missing': 'A required value is missing',
  'record.valueRequired': 'This value is required',
  'record.storeCodeTaken': 'Another location of this account has this store code',
  'record.noLocation': 'No such location in this account',
  'lockout.builtInRole': 'The built-in role {name} cannot be deleted or renamed',
  'lockout.coreController': 'The controller {name} cannot be deleted or renamed',
  'lockout.coreSubactions': 'The subactions of {name} cannot be deleted or renamed',
  'lockout.adminPermission':
    'This admin permission keeps the back office working and cannot be taken away',
  'lockout.deleteSelf': 'You cannot delete your own account',
  'lockout.demoteSelf': 'You cannot take the admin role from yourself',
  'lockout.builtInRoleKind': 'Whom the built-in role {name} is for cannot change',
  'lockout.contractMethod': '{operation} is called with {method}; its method cannot change',
  'lockout.everyonesPermission':
    'Without this permission nobody could open the site, sign in or sign out ({operation}); it cannot be taken away',
  'lockout.lastAdmin': 'This is the last administrator: they must stay an administrator',
  'grant.notHeld': 'You cannot give the role {role} {operation}: your own roles do not hold it',
  'grant.notHeldRemove':
    'You cannot take {operation} from the role {role}: your own roles do not hold it',
  'grant.userAbove':
    'You cannot change how this user signs in or their roles: they hold rights you do not ({operation})',
  'grant.roleNotForCustomers':
    'The role {role} is for back-office users and cannot be given to a customer',
  'grant.roleNotForStaff':
    'The role {role} is for customers and cannot be given to a back-office user',
  'grant.roleKindInUse': 'Users of the other kind hold the role {role}; take it from them first',
  'statistics.rangeOrder': 'The end must not be before the start',
  'statistics.rangeTooLong': 'A series covers at most {days} days',
  // --- publications as Google local posts (issue 27) ---
  'publication.notLinked':
    'A post goes to Google only on locations linked to a Google Business Profile listing',
  // --- reviews from Google (issue 27) ---
  'review.replyRequired': 'Write a reply',
  'review.replyTooLong':
    'Google takes a reply of at most {max} bytes and this one has {bytes}: a Cyrillic letter takes two bytes',
  'review.replyControl': 'The reply holds control characters; keep only text and line breaks',
  'review.notFromGoogle': 'This review is not from Google: its reply is saved with the review',
  'review.fromGoogle': 'Only its author changes a review from Google; you can reply to it',
  'review.googleLinked':
    'This location is linked to Google: its reviews come from Google and are not added by hand',
  'review.notification': 'New review on Google: {stars} of 5 from {author}',
  'review.notificationChanged': 'Review changed on Google: {stars} of 5 from {author}',
  // --- opening hours (the import and the location form) ---
  'hours.format':
    '"{part}" is not an opening period; use HH:MM-HH:MM, e.g. 09:00-18:00, periods separated by commas, or x for closed',
  'hours.timeInvalid':
    '"{part}" has a time that does not exist; hours go from 00:00 to 23:59 (24:00 only as a closing time)',
  'hours.emptyRange':
    '"{part}" opens and closes at the same time; for open all day use 00:00-24:00',
  'hours.overlap': 'The periods {first} and {second} overlap',
  // --- the maps import: one problem of one row ---
  'import.rowProblem': 'Row {row}, column "{column}": {problem}',
  'import.placeProblem': 'Place {row}, field "{column}": {problem}',
  'import.required': 'required, and the cell is empty',
  'import.duplicate': 'store code "{code}" is used on rows {rows}; each location needs its own',
  'import.tooLong': '{length} characters long; at most {max} are allowed',
  'import.tooManyItems': '{count} entries; at most {max} are allowed',
  'import.notANumber': '"{value}" is not a decimal number such as 48.8584',
  'import.outOfRange': '{value} is outside -{bound}..{bound}',
  'import.coordinateMissing': 'the cell is empty; give both latitude and longitude or neither',
  'import.phoneInvalid':
    '"{value}" is not a phone number; write it like +1 415-555-0100 or (415) 555-0100, several numbers separated by commas',
  'import.urlInvalid': '"{value}" is not a web address; write it in full, e.g. https://example.com',
  'import.countryInvalid': '"{value}" is not a two-letter country code such as US, DE or UA',
  'import.invalidRows': '{invalid} of {total} rows have errors; nothing was imported',
  'import.attachFile': 'Attach the file',
  // --- the maps import: the file as a whole ---
  'importFile.tooLarge':
    'The file is {size} MB; files up to {max} MB can be imported, split it into smaller files',
  'importFile.tooManyRows':
    'The spreadsheet has {count} locations; at most {max} can be imported at once',
  'importFile.moreThanRows':
    'The spreadsheet has more than {max} locations; at most {max} can be imported at once',
  'importFile.tooManyColumns':
    'The first line of the spreadsheet is longer than the {max} columns of a Business Profile spreadsheet',
  'importFile.empty':
    'The file is empty. Upload the bulk-location spreadsheet from Google Business Profile (CSV) or "Saved Places.json" from Google Takeout',
  'importFile.noRows': 'The spreadsheet has a header row but no locations',
  'importFile.utf16':
    'The file is saved as UTF-16 ("Unicode text"); save it as "CSV UTF-8" and upload it again',
  'importFile.notUtf8':
    'The file is not UTF-8 text (it may be saved in a legacy encoding such as Windows-1252); save it as "CSV UTF-8" and upload it again',
  'importFile.zip':
    'This is a ZIP archive; unzip the Takeout download and upload "Saved Places.json" from it, or export the spreadsheet as CSV',
  'importFile.workbook':
    'This is an Excel or OpenDocument workbook, not CSV; in your spreadsheet program choose "Save as" / "Download" → "CSV UTF-8" and upload that file',
  'importFile.binary':
    'This is a binary file ({kind}), not CSV or JSON. Upload the bulk-location spreadsheet from Google Business Profile (CSV) or "Saved Places.json" from Google Takeout',
  'importFile.markup':
    'This is an XML, KML or HTML file, which the import does not read. Upload the bulk-location spreadsheet from Google Business Profile (CSV) or "Saved Places.json" from Google Takeout',
  'importFile.takeoutList':
    'This is a Google Takeout saved list (Title, Note, URL), which has no addresses or coordinates; upload "Saved Places.json" from the same Takeout instead',
  'importFile.unknown':
    'The file is neither a Google Business Profile spreadsheet (no "Store code" or "Business name" column) nor GeoJSON. Upload the bulk-location spreadsheet from Google Business Profile (CSV) or "Saved Places.json" from Google Takeout. Keep the header row with its English column names (Store code, Business name, Address line 1, …)',
  'importFile.notGeojson':
    'This JSON file is not a GeoJSON FeatureCollection; upload "Saved Places.json" from Google Takeout (Maps, your places)',
  'importFile.noPlaces': 'The file has no saved places',
  'importFile.tooManyPlaces': 'The file has {count} places; at most {max} can be imported at once',
  'importFile.malformedCsv': 'The spreadsheet could not be read as CSV: {reason}',
  'importFile.malformedJson': 'The file is not valid JSON: {reason}',
  'importFile.missingColumns':
    'The spreadsheet has no {columns} column. Keep the header row of the Google Business Profile bulk-location spreadsheet with its English column names (Store code, Business name, Address line 1, …); a spreadsheet downloaded in another language needs its header row in English',
  // --- sign-in with Google or Facebook ---
  // --- quote requests (issue 28) ---
  'lead.contact': 'Give an e-mail or a phone so that we can answer',
  'lead.phone': 'Enter a phone number such as +380 50 111 22 33',
  'lead.consent': 'Agree to the privacy policy to send the request',
  'lead.statusMove': 'A lead moves new → contacted → won or lost',
  'lead.notLead': 'This client did not come from a quote request',
  'lead.inviteNotWon': 'Only a won lead can be invited to an account',
  'lead.inviteNoEmail': 'The lead has no e-mail to send an invitation to',
  // --- the Google Business Profile connection (issue 27) ---
  'google.off': 'Connecting Google Business Profile is not set up on this site',
  'google.state':
    'Connecting Google took too long, was started in another browser or for another account, or is already complete. Please connect again',
  'google.code':
    'Google did not accept this answer: it was already used or has expired. Please connect again',
  'google.scope':
    'Google did not give access to your businesses. Connect again and allow managing your business profiles',
  'google.notConnected': 'Connect Google Business Profile first',
  'google.reconnect':
    'Google no longer accepts this connection. Connect Google Business Profile again: nothing in your account was lost',
  'google.busy':
    'The limit of requests to Google for this minute is reached. Please try again in {seconds} s',
  'google.unavailable': 'Google is not answering right now. Please try again in a few minutes',
  'google.listingGone': 'The connection no longer manages the listing {name}',
  'google.listingLinked': 'This Google listing is already linked to a location',
  'google.locationLinked': 'This location is already linked to another Google listing',
  'google.choiceTwice': 'This listing is chosen twice',
  'google.notLinked': 'This location is not linked to Google',
  'google.ambiguous':
    'Several locations of the customer match the listing ({rule}); keep one and try again',
  'google.notCustomer': 'No such customer account',
  'googleSync.gone':
    'Google removed this listing, or the connection no longer manages it; the location stays, unlinked',
  'googleSync.unavailable':
    'Google did not take the change after several tries; save the location again later',
  'googleSync.categoryUnknown':
    'Google does not know the category {names}; choose a category from Google’s list',
  'googleSync.name': 'Google did not accept the name of the location',
  'googleSync.website':
    'Google did not accept the website: it needs an http:// or https:// address',
  'googleSync.phone': 'Google did not accept a phone number (at most two additional ones)',
  'googleSync.address':
    'Google did not accept the address: it needs a country and at most five address lines',
  'googleSync.hours':
    'Google did not accept the opening hours: periods must not overlap, and special hours running past midnight must close before noon',
  'googleSync.description':
    'Google did not accept the description (at most 750 characters, no links)',
  'googleSync.category': 'Google did not accept a category',
  'googleSync.openStatus': 'Google did not accept whether the business is open',
} satisfies Record<string, string>;

/** A stable code of a server message (a key of the English catalog, which every language has). */
export type ServerMessageCode = keyof typeof en;
