export type { ImportFileError, ImportFileErrorCode } from './import-file-error';
export { IMPORT_LIMITS } from './import-limits';
export type {
  DayOfWeek,
  FieldError,
  FieldErrorCode,
  ImportFormat,
  ImportPreview,
  ImportRow,
  ImportRowStatus,
  LocationInput,
  LocationSource,
  OpeningPeriod,
  PreviewRow,
  WeeklyHours,
} from './import-types';
export { DAYS_OF_WEEK } from './import-types';
export type { MapsFile, ParseMapsFileResult } from './parse-maps-file';
export { parseMapsFile } from './parse-maps-file';
