export type { ImportResult } from './commit-import';
export { commitImport } from './commit-import';
export type { ImportDb } from './import-db';
export type { ImportFileError, ImportFileErrorCode } from './import-file-error';
export { importFileRefusal } from './import-file-refusal';
export { IMPORT_LIMITS } from './import-limits';
export type {
  DayOfWeek,
  FieldError,
  FieldErrorCode,
  ImportedField,
  ImportFormat,
  ImportPreview,
  ImportRow,
  ImportRowAnswer,
  ImportRowStatus,
  LocationInput,
  LocationSource,
  OpeningPeriod,
  ParsedRows,
  PreviewRow,
  WeeklyHours,
} from './import-types';
export { DAYS_OF_WEEK } from './import-types';
export type { MapsFile, ParseMapsFileResult } from './parse-maps-file';
export { parseMapsFile } from './parse-maps-file';
export { previewImport } from './preview-import';
export { toImportRow } from './to-import-row';
