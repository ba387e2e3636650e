// @agency/core/server-messages: the server message catalog in four languages and its wording.
// An entry of its own so that a browser bundle loads the catalog only with the screens that word it.

export type { MessageParams, MessageText } from '../message-text';
export { isServerMessageCode, messageText } from '../message-text';
export { placeholders } from '../placeholders';
export type { ServerMessageCode } from '../server-messages';
export { SERVER_MESSAGES } from '../server-messages';
