import { type MessageText, messageText } from '@agency/core/server-messages';

/** Codes of problems with the file as a whole (as opposed to one row). */
export type ImportFileErrorCode =
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_ROWS'
  | 'TOO_MANY_COLUMNS'
  | 'EMPTY_FILE'
  | 'NO_ROWS'
  | 'UNSUPPORTED_ENCODING'
  | 'UNSUPPORTED_FORMAT'
  | 'MALFORMED_CSV'
  | 'MALFORMED_JSON'
  | 'MISSING_COLUMNS';

/**
 * A file the import cannot read; `status` is the HTTP status the router answers with, `text` the
 * catalog text of the reason (worded in the request's language), `message` its English wording.
 */
export interface ImportFileError {
  code: ImportFileErrorCode;
  status: 400 | 413;
  text: MessageText;
  message: string;
}

const STATUS_413: readonly ImportFileErrorCode[] = ['PAYLOAD_TOO_LARGE', 'TOO_MANY_ROWS'];

/** Builds an {@link ImportFileError}, deriving the HTTP status from the code. */
export function importFileError(code: ImportFileErrorCode, text: MessageText): ImportFileError {
  return {
    code,
    status: STATUS_413.includes(code) ? 413 : 400,
    text,
    message: messageText(text.id, 'en', text.params),
  };
}
