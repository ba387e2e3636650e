// @agency/core/placeholders: reading `{name}` placeholders, for the server's messages, the e-mails and
// the pages' texts (web-api's figures, the ui's agency details on the legal pages). An entry of its own: the main entry is reached by the landing, which fills none.

export { fillPlaceholders, placeholders } from '../placeholders';
