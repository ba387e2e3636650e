// @agency/core/placeholders: reading `{name}` placeholders, for the server's messages, the e-mails and
// the legal pages. An entry of its own: the main entry is reached by the landing, which fills none.

export { fillPlaceholders, placeholders, splitPlaceholders, type TextPart } from '../placeholders';
