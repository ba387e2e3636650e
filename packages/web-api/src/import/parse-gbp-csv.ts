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

/** True when the first line is too long, or too wide under some delimiter, to be a header the import reads. */
export function headerTooWide(text: string): boolean {
  return DELIMITERS.some((delimiter) => headerWidth(text, delimiter) > IMPORT_LIMITS.maxColumns);
}

/** The refusal of a header wider than the import reads. */
export function tooManyColumns(): ImportFileError {
  return importFileError('TOO_MANY_COLUMNS', {
    id: 'importFile.tooManyColumns',
    params: { max: IMPORT_LIMITS.maxColumns },
  });
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
  // The width is known from the header before anything else is parsed: each row costs per column.
  const width = headerWidth(body, delimiter);
  if (width > IMPORT_LIMITS.maxColumns) return tooManyColumns();
  let records: string[][];
  try {
    // The parser stops after the header and one row past the limit: a file of millions of tiny
    // records costs no more than one just over the limit. Blank lines are skipped as they are read.
    records = parse(body, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to: IMPORT_LIMITS.maxRows + 2,
      max_record_size: IMPORT_LIMITS.maxRecordChars,
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
  if (data.length > IMPORT_LIMITS.maxRows) {
    return importFileError('TOO_MANY_ROWS', {
      id: 'importFile.moreThanRows',
      params: { max: IMPORT_LIMITS.maxRows },
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
  const known = knownColumns(columns);
  const rows = filled.map(({ cells, row }): PreviewRow => {
    const draft = toDraft(known, cells);
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

/** The known columns of a header with their positions: a row is read only where they are. */
function knownColumns(columns: (GbpColumn | null)[]): { column: GbpColumn; index: number }[] {
  return columns.flatMap((column, index) => (column === null ? [] : [{ column, index }]));
}

function toDraft(known: { column: GbpColumn; index: number }[], cells: string[]): LocationDraft {
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
  for (const { column, index } of known) {
    const cell = cells[index] ?? '';
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
  }
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

// How many other rows a duplicate's message names; the rest are counted, so the answer stays small.
const NAMED_ROWS = 5;

function rowsText(rows: readonly number[]): string {
  const named = rows.slice(0, NAMED_ROWS).join(', ');
  return rows.length > NAMED_ROWS ? `${named} (+${rows.length - NAMED_ROWS})` : named;
}

function markDuplicateStoreCodes(rows: PreviewRow[]): PreviewRow[] {
  const rowsByCode = new Map<string, number[]>();
  for (const row of rows) {
    if (row.storeCode === null) continue;
    const list = rowsByCode.get(row.storeCode);
    if (list === undefined) rowsByCode.set(row.storeCode, [row.row]);
    else list.push(row.row);
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
            params: { code: row.storeCode ?? '', rows: rowsText(shared) },
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

// The first line, without a byte-order mark, found by position (no scan past it).
function firstLineOf(text: string): string {
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  const ends = [text.indexOf('\n', start), text.indexOf('\r', start)].filter((at) => at !== -1);
  return text.slice(start, ends.length === 0 ? text.length : Math.min(...ends));
}

// The most cells the first line can have under a delimiter (a quoted delimiter counts too), by a
// plain scan: a header too wide or too long is refused before any parser reads it.
function headerWidth(text: string, delimiter: string): number {
  const line = firstLineOf(text);
  if (line.length > IMPORT_LIMITS.maxHeaderChars) return Number.POSITIVE_INFINITY;
  let cells = 1;
  for (let at = line.indexOf(delimiter); at !== -1; at = line.indexOf(delimiter, at + 1))
    cells += 1;
  return cells;
}

function readHeader(text: string, delimiter: string): string[] | null {
  if (headerWidth(text, delimiter) > IMPORT_LIMITS.maxColumns) return null;
  const firstLine = firstLineOf(text);
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
