import { fieldProblem, WebApiError } from '../base/web-api-error';
import type { ImportFileError } from './import-file-error';

/** The refusal of a file the import cannot read: 413 PAYLOAD_TOO_LARGE or 400 BAD_REQUEST, the precise reason in `data.fields[0].code` (field `file`). */
export function importFileRefusal(error: ImportFileError): WebApiError {
  return new WebApiError(
    error.status,
    error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
    error.text,
    { fields: [fieldProblem('file', error.code, error.text)] },
  );
}
