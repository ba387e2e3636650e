import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { cleanText, splitList } from './field-rules';
import { columnOf, type GbpColumn, gbpColumn, headerKey } from './gbp-columns';
import { type ImportFileError, importFileError } from './import-file-error';
import { IMPORT_LIMITS } from './import-limits';
import type { ImportedField, ParsedRows, PreviewRow } from './import-types';
import { type LocationDraft, validateLocation } from './validate-location';

const DELIMITERS = [',', ';', '\t'] as const;

/** True when a header row names the columns of a Google Business Profile bulk spreadsheet. */
export function looksLikeGbpHeader(text: string): boolean {
  return headerOf(text).some((cell) => isRequired(gbpColumn(cell)));
}

/**
 * Reads a Google Business Profile bulk-location spreadsheet saved as CSV: comma, semicolon or tab
 * delimited (named by Excel's `sep=` line or detected from the header), quoted fields with commas
 * and line breaks, headers matched regardless of case and spacing, unknown columns ignored, blank
 * rows skipped.
 */
export function parseGbpCsv(text: string): ParsedRows | ImportFileError {
  const { body, sep } = splitSepLine(text);
  const delimiter = sep ?? detectDelimiter(body);
  let records: string[][];
  try {
    records = parse(body, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      return importFileError('MALFORMED_CSV', {
        id: 'importFile.malformedCsv',
        params: { reason: error.message },
      });
    }
    throw error;
  }
  const [header = [], ...data] = records;
  const columns = header.map(gbpColumn);
  const missing = [
    columns.some((c) => c?.kind === 'storeCode') ? null : 'Store code',
    columns.some((c) => c?.kind === 'name') ? null : 'Business name',
  ].filter((name) => name !== null);
  if (missing.length > 0) {
    return importFileError('MISSING_COLUMNS', {
      id: 'importFile.missingColumns',
      params: { columns: missing.map((name) => `"${name}"`).join(' / ') },
    });
  }
  const filled = data
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) {
    return importFileError('NO_ROWS', { id: 'importFile.noRows' });
  }
  if (filled.length > IMPORT_LIMITS.maxRows) {
    return importFileError('TOO_MANY_ROWS', {
      id: 'importFile.tooManyRows',
      params: { count: filled.length, max: IMPORT_LIMITS.maxRows },
    });
  }
  const rows = filled.map(({ cells, row }): PreviewRow => {
    const draft = toDraft(columns, cells);
    const { input, errors } = validateLocation(draft);
    return {
      row,
      storeCode: input?.storeCode ?? (cleanText(draft.storeCode) || null),
      name: input?.name ?? (cleanText(draft.name) || null),
      status: input ? 'create' : 'invalid',
      errors,
      input,
    };
  });
  return { rows: markDuplicateStoreCodes(rows), fields: fieldsOf(columns) };
}

function toDraft(columns: (GbpColumn | null)[], cells: string[]): LocationDraft {
  const draft: LocationDraft = {
    source: 'gbp-csv',
    storeCode: '',
    name: '',
    addressLines: [],
    locality: '',
    administrativeArea: '',
    postalCode: '',
    country: '',
    phone: '',
    additionalPhones: [],
    website: '',
    primaryCategory: '',
    additionalCategories: [],
    hours: {},
    latitude: '',
    longitude: '',
    googleMapsUrl: '',
  };
  const lines: string[] = [];
  let subLocality = '';
  columns.forEach((column, index) => {
    const cell = cells[index] ?? '';
    if (column === null) return;
    switch (column.kind) {
      case 'addressLine':
        lines[column.index] = cell;
        break;
      case 'subLocality':
        subLocality = cell;
        break;
      case 'additionalPhones':
        draft.additionalPhones = splitList(cell);
        break;
      case 'additionalCategories':
        draft.additionalCategories = splitList(cell);
        break;
      case 'hours':
        draft.hours[column.day] = cell;
        break;
      default:
        draft[column.kind] = cell;
    }
  });
  // The table has no sub-locality column; it is the last address line, as on a printed address.
  draft.addressLines = [...lines, subLocality].filter((line) => line !== undefined);
  return draft;
}

// The fields the spreadsheet's columns give; address lines, coordinates and hours go as a whole.
function fieldsOf(columns: (GbpColumn | null)[]): ImportedField[] {
  const fields = new Set<ImportedField>();
  for (const column of columns) {
    if (column === null) continue;
    if (column.kind === 'addressLine' || column.kind === 'subLocality') fields.add('addressLines');
    else if (column.kind === 'latitude' || column.kind === 'longitude') {
      fields.add('latitude');
      fields.add('longitude');
    } else fields.add(column.kind);
  }
  return [...fields];
}

function markDuplicateStoreCodes(rows: PreviewRow[]): PreviewRow[] {
  const rowsByCode = new Map<string, number[]>();
  for (const row of rows) {
    if (row.storeCode === null) continue;
    rowsByCode.set(row.storeCode, [...(rowsByCode.get(row.storeCode) ?? []), row.row]);
  }
  return rows.map((row) => {
    const shared = row.storeCode === null ? [] : (rowsByCode.get(row.storeCode) ?? []);
    if (shared.length < 2) return row;
    return {
      ...row,
      status: 'invalid',
      input: null,
      errors: [
        ...row.errors,
        {
          field: 'storeCode',
          code: 'duplicate',
          column: columnOf('storeCode'),
          text: {
            id: 'import.duplicate',
            params: { code: row.storeCode ?? '', rows: shared.join(', ') },
          },
        },
      ],
    };
  });
}

function isRequired(column: GbpColumn | null): boolean {
  return column?.kind === 'storeCode' || column?.kind === 'name';
}

// Excel writes a first line "sep=;" to name the delimiter.
function splitSepLine(text: string): { body: string; sep: string | null } {
  const match = /^\uFEFF?sep=(.)\r?\n/i.exec(text);
  return match
    ? { body: text.slice(match[0].length), sep: match[1] ?? null }
    : { body: text, sep: null };
}

function headerOf(text: string): string[] {
  const { body, sep } = splitSepLine(text);
  return readHeader(body, sep ?? detectDelimiter(body)) ?? [];
}

function readHeader(text: string, delimiter: string): string[] | null {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/, 1)[0] ?? '';
  try {
    const [header] = parse(firstLine, { delimiter, relax_quotes: true, relax_column_count: true });
    return header ?? null;
  } catch {
    return null;
  }
}

// The delimiter under which the header names the most known GBP columns; comma when none does.
function detectDelimiter(text: string): string {
  let best: { delimiter: string; known: number } = { delimiter: ',', known: 0 };
  for (const delimiter of DELIMITERS) {
    const header = readHeader(text, delimiter) ?? [];
    const known = header.filter((cell) => gbpColumn(cell) !== null).length;
    if (known > best.known) best = { delimiter, known };
  }
  return best.delimiter;
}

/** Exposed for the takeout-list hint: the header cells of a CSV text, keys normalised. */
export function csvHeaderKeys(text: string): string[] {
  return headerOf(text).map(headerKey);
}
