import { decodeText } from './decode-text';
import { type ImportFileError, importFileError } from './import-file-error';
import { IMPORT_LIMITS } from './import-limits';
import type { ImportFormat, ImportPreview, ParsedRows } from './import-types';
import { csvHeaderKeys, ENGLISH_HEADERS, looksLikeGbpHeader, parseGbpCsv } from './parse-gbp-csv';
import { parseTakeoutGeojson } from './parse-takeout-geojson';
import { type BinaryKind, sniffBinary } from './sniff-binary';

/** An uploaded file: the bytes decide the format, the name and content type only sharpen error messages. */
export interface MapsFile {
  filename?: string | null;
  contentType?: string | null;
  bytes: Uint8Array;
}

/** A parsed file, or the reason it cannot be read at all. */
export type ParseMapsFileResult =
  | { ok: true; preview: ImportPreview }
  | { ok: false; error: ImportFileError };

const SUPPORTED =
  'Upload the bulk-location spreadsheet from Google Business Profile (CSV) or "Saved Places.json" from Google Takeout';

/**
 * Reads a Google Business Profile bulk-location spreadsheet (CSV) or Google Takeout saved places
 * (GeoJSON) into a per-row preview. Pure: no database, never throws on any bytes.
 */
export function parseMapsFile(file: MapsFile): ParseMapsFileResult {
  const { bytes } = file;
  if (bytes.length > IMPORT_LIMITS.maxBytes) {
    return failure(
      importFileError(
        'PAYLOAD_TOO_LARGE',
        `The file is ${megabytes(bytes.length, 2)}; files up to ${megabytes(IMPORT_LIMITS.maxBytes, 0)} can be imported, split it into smaller files`,
      ),
    );
  }
  const binary = sniffBinary(bytes);
  if (binary !== null)
    return failure(importFileError('UNSUPPORTED_FORMAT', binaryMessage(binary, file)));
  const text = decodeText(bytes);
  if (typeof text !== 'string') return failure(text);
  const trimmed = text.trim();
  if (trimmed === '')
    return failure(importFileError('EMPTY_FILE', `The file is empty. ${SUPPORTED}`));

  if (trimmed.startsWith('{') || trimmed.startsWith('[') || hintsJson(file)) {
    return parseJson(trimmed);
  }
  if (trimmed.startsWith('<')) {
    return failure(
      importFileError(
        'UNSUPPORTED_FORMAT',
        `This is an XML, KML or HTML file, which the import does not read. ${SUPPORTED}`,
      ),
    );
  }
  if (looksLikeGbpHeader(text)) return finish('gbp-csv', parseGbpCsv(text));
  const keys = csvHeaderKeys(text);
  if (keys.includes('title') && keys.includes('url')) {
    return failure(
      importFileError(
        'UNSUPPORTED_FORMAT',
        'This is a Google Takeout saved list (Title, Note, URL), which has no addresses or coordinates; upload "Saved Places.json" from the same Takeout instead',
      ),
    );
  }
  return failure(
    importFileError(
      'UNSUPPORTED_FORMAT',
      `The file is neither a Google Business Profile spreadsheet (no "Store code" or "Business name" column) nor GeoJSON. ${SUPPORTED}. ${ENGLISH_HEADERS}`,
    ),
  );
}

function parseJson(text: string): ParseMapsFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failure(importFileError('MALFORMED_JSON', `The file is not valid JSON: ${reason}`));
  }
  return finish('takeout-geojson', parseTakeoutGeojson(json));
}

function finish(format: ImportFormat, parsed: ParsedRows | ImportFileError): ParseMapsFileResult {
  if (!('rows' in parsed)) return failure(parsed);
  const { rows, fields } = parsed;
  const invalid = rows.filter((row) => row.status === 'invalid').length;
  return { ok: true, preview: { format, rows, fields, valid: rows.length - invalid, invalid } };
}

function failure(error: ImportFileError): ParseMapsFileResult {
  return { ok: false, error };
}

function hintsJson({ filename, contentType }: MapsFile): boolean {
  return /\.(geo)?json$/i.test(filename ?? '') || /json/i.test(contentType ?? '');
}

function binaryMessage(kind: BinaryKind, { filename }: MapsFile): string {
  const name = (filename ?? '').toLowerCase();
  if (kind === 'zip' && name.endsWith('.zip')) {
    return `This is a ZIP archive; unzip the Takeout download and upload "Saved Places.json" from it, or export the spreadsheet as CSV`;
  }
  if (kind === 'zip' || kind === 'ole') {
    return `This is an Excel or OpenDocument workbook, not CSV; in your spreadsheet program choose "Save as" / "Download" → "CSV UTF-8" and upload that file`;
  }
  return `This is a ${BINARY_LABEL[kind]} file, not CSV or JSON. ${SUPPORTED}`;
}

const BINARY_LABEL: Record<BinaryKind, string> = {
  zip: 'ZIP',
  ole: 'Office',
  pdf: 'PDF',
  gzip: 'compressed (gzip)',
  image: 'image',
  binary: 'binary',
};

function megabytes(bytes: number, digits: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(digits)} MB`;
}
