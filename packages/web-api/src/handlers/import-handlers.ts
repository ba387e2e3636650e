import { WebApiError } from '../base/web-api-error';
import { type CallContext, customerOwner, type HandlerTable } from '../context/call-context';
import type { ImportPreview } from '../import/index';
import {
  commitImport,
  importFileRefusal,
  parseMapsFile,
  previewImport,
  toImportRow,
} from '../import/index';

// The uploaded file, parsed; a file the import cannot read answers 400 or 413 with the reason.
function parsed(ctx: CallContext): ImportPreview {
  const file = ctx.files.file;
  if (!file)
    throw new WebApiError(400, 'VALIDATION_FAILED', 'import.attachFile', {
      fields: [{ field: 'file', code: 'required', text: { id: 'import.attachFile' } }],
    });
  const result = parseMapsFile(file);
  if (!result.ok) throw importFileRefusal(result.error);
  return result.preview;
}

/** Import/preview and Import/commit: the maps import of packages/web-api/src/import over the caller's account, problems in the request's language. */
export const importHandlers: HandlerTable = {
  'Import/preview': async (ctx) => {
    const preview = await previewImport(ctx.db, customerOwner(ctx), parsed(ctx));
    return {
      format: preview.format,
      rows: preview.rows.map((row) => toImportRow(row, ctx.lang, preview.format)),
      valid: preview.valid,
      invalid: preview.invalid,
    };
  },
  'Import/commit': async (ctx) => {
    const result = await commitImport(ctx.db, customerOwner(ctx), parsed(ctx), ctx.lang);
    if (!result.ok) throw new WebApiError(400, result.code, result.text, { rows: result.rows });
    return { created: result.created, updated: result.updated, rows: result.rows };
  },
};
