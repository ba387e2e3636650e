import type { Language } from '@agency/core';
import { messageText } from '@agency/core/server-messages';
import type { ImportFormat, ImportRow, ImportRowAnswer } from './import-types';

/**
 * A report row as the contract's `ImportRow` (the normalised location left out), each error's
 * `field` the column as the spreadsheet's header names it ("Tuesday hours"), each message in
 * `lang`, naming the row (the feature of a GeoJSON file) and the column.
 */
export function toImportRow(
  { row, storeCode, name, status, errors }: ImportRow,
  lang: Language,
  format: ImportFormat = 'gbp-csv',
): ImportRowAnswer {
  const frame = format === 'gbp-csv' ? 'import.rowProblem' : 'import.placeProblem';
  return {
    row,
    storeCode,
    name,
    status,
    // The contract's `field` is the column as the spreadsheet's header names it.
    errors: errors.map(({ code, column, text }) => ({
      field: column,
      code,
      message: messageText(frame, lang, {
        row,
        column,
        problem: messageText(text.id, lang, text.params),
      }),
    })),
  };
}
