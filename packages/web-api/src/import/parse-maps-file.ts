import type { MessageText } from '@agency/core/server-messages';
import { decodeText } from './decode-text';
import { type ImportFileError, importFileError } from './import-file-error';
import { IMPORT_LIMITS } from './import-limits';
import type { ImportFormat, ImportPreview, ParsedRows } from './import-types';
import {
  csvHeaderKeys,
  headerTooWide,
  looksLikeGbpHeader,
  parseGbpCsv,
  tooManyColumns,
} from './parse-gbp-csv';
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

/**
 * Reads a Google Business Profile bulk-location spreadsheet (CSV) or Google Takeout saved places
 * (GeoJSON) into a per-row preview. Pure: no database, never throws on any bytes.
 */
export function parseMapsFile(file: MapsFile): ParseMapsFileResult {
  const { bytes } = file;
  if (bytes.length > IMPORT_LIMITS.maxBytes) {
    return failure(
      importFileError('PAYLOAD_TOO_LARGE', {
        id: 'importFile.tooLarge',
        params: {
          size: megabytes(bytes.length, 2),
          max: megabytes(IMPORT_LIMITS.maxBytes, 0),
        },
      }),
    );
  }
  const binary = sniffBinary(bytes);
  if (binary !== null)
    return failure(importFileError('UNSUPPORTED_FORMAT', binaryText(binary, file)));
  const text = decodeText(bytes);
  if (typeof text !== 'string') return failure(text);
  const trimmed = text.trim();
  if (trimmed === '') return failure(importFileError('EMPTY_FILE', { id: 'importFile.empty' }));

  if (trimmed.startsWith('{') || trimmed.startsWith('[') || hintsJson(file)) {
    return parseJson(trimmed);
  }
  if (trimmed.startsWith('<')) {
    return failure(importFileError('UNSUPPORTED_FORMAT', { id: 'importFile.markup' }));
  }
  if (headerTooWide(text)) return failure(tooManyColumns());
  if (looksLikeGbpHeader(text)) return finish('gbp-csv', parseGbpCsv(text));
  const keys = csvHeaderKeys(text);
  if (keys.includes('title') && keys.includes('url')) {
    return failure(importFileError('UNSUPPORTED_FORMAT', { id: 'importFile.takeoutList' }));
  }
  return failure(importFileError('UNSUPPORTED_FORMAT', { id: 'importFile.unknown' }));
}

function parseJson(text: string): ParseMapsFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failure(
      importFileError('MALFORMED_JSON', { id: 'importFile.malformedJson', params: { reason } }),
    );
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

function binaryText(kind: BinaryKind, { filename }: MapsFile): MessageText {
  const name = (filename ?? '').toLowerCase();
  if (kind === 'zip' && name.endsWith('.zip')) return { id: 'importFile.zip' };
  if (kind === 'zip' || kind === 'ole') return { id: 'importFile.workbook' };
  return { id: 'importFile.binary', params: { kind: BINARY_LABEL[kind] } };
}

// The kind names are format names, the same in every language.
const BINARY_LABEL: Record<BinaryKind, string> = {
  zip: 'ZIP',
  ole: 'Office',
  pdf: 'PDF',
  gzip: 'gzip',
  image: 'PNG/JPEG/GIF',
  binary: 'NUL',
};

function megabytes(bytes: number, digits: number): string {
  return (bytes / (1024 * 1024)).toFixed(digits);
}
