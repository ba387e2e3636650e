import type { ImportFileError } from './import-file-error';

/** The contract's error body for a file the import cannot read: 413 PAYLOAD_TOO_LARGE or 400 BAD_REQUEST, the precise reason in `data.fields[0].code`. */
export function importFileErrorBody(error: ImportFileError) {
  return {
    statusCode: error.status,
    code: error.status === 413 ? ('PAYLOAD_TOO_LARGE' as const) : ('BAD_REQUEST' as const),
    message: error.message,
    data: { fields: [{ field: 'file', code: error.code, message: error.message }] },
  };
}
