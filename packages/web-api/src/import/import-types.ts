import type { components } from '@agency/contracts';
import type { LocationMatchRule } from '@agency/core';
import { WEEKDAYS, type Weekday } from '@agency/core/forms';
import type { MessageText } from '@agency/core/server-messages';

/** The formats the maps import reads (the contract's ImportFormat). */
export type ImportFormat = components['schemas']['ImportFormat'];

/** Where a location came from; `manual` rows are never written by the import (the contract's LocationSource). */
export type LocationSource = components['schemas']['LocationSource'];

/** Days of the week as keys of {@link WeeklyHours}: core's list. */
export const DAYS_OF_WEEK = WEEKDAYS;

/** One day of the week. */
export type DayOfWeek = Weekday;

/** One opening period, `HH:MM`; a `close` earlier than `open` closes on the next day, `24:00` is midnight. */
export interface OpeningPeriod {
  open: string;
  close: string;
}

/** Opening hours per day, closed days omitted (the `hours jsonb` column). */
export type WeeklyHours = Partial<Record<DayOfWeek, OpeningPeriod[]>>;

/** A normalised location, ready for the `locations` table (camelCase of its columns). */
export interface LocationInput {
  storeCode: string;
  name: string;
  addressLines: string[];
  locality: string | null;
  administrativeArea: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string | null;
  additionalPhones: string[];
  website: string | null;
  primaryCategory: string | null;
  additionalCategories: string[];
  hours: WeeklyHours | null;
  latitude: number | null;
  longitude: number | null;
  googleMapsUrl: string | null;
  source: ImportFormat;
}

/** Stable codes of a row's field errors (the contract's ImportRowError.code). */
export type FieldErrorCode =
  | 'required'
  | 'duplicate'
  | 'too_long'
  | 'too_many_items'
  | 'not_a_number'
  | 'out_of_range'
  | 'coordinates_incomplete'
  | 'phone_invalid'
  | 'url_invalid'
  | 'country_invalid'
  | 'hours_format'
  | 'hours_time_invalid'
  | 'hours_empty_range'
  | 'hours_overlap';

/**
 * One problem with one field of one row, not yet worded: `field` is a {@link LocationInput} key
 * (`hours.<day>` for hours), `column` the spreadsheet column as its header names it, `text` the
 * catalog text of the problem (the request's language words it: {@link toImportRow}).
 */
export interface FieldError {
  field: string;
  code: FieldErrorCode;
  column: string;
  text: MessageText;
}

/** What the import does (or would do) with a row. */
export type ImportRowStatus = ImportRow['status'];

/** One row of the per-row report: the contract's `ImportRow`, its errors not yet worded. */
export type ImportRow = Omit<components['schemas']['ImportRow'], 'errors'> & {
  errors: FieldError[];
};

/** One row of the report as the contract's `ImportRow`, its errors worded in the request's language. */
export type ImportRowAnswer = components['schemas']['ImportRow'];

/** The existing location a row writes into, and the rule of core's matchLocation that found it. */
export interface RowMatch {
  rule: LocationMatchRule;
  locationId: string;
}

/** A report row with the normalised location it will write (`null` when invalid) and, once previewed, the location it matched. */
export type PreviewRow = ImportRow & { input: LocationInput | null; match?: RowMatch | null };

/** A location field a file can give (every {@link LocationInput} key but `source`). */
export type ImportedField = Exclude<keyof LocationInput, 'source'>;

/** The rows of a parsed file and the fields its columns give. */
export interface ParsedRows {
  rows: PreviewRow[];
  /** Re-import overwrites only these fields: a column left out of the spreadsheet keeps what is stored. */
  fields: ImportedField[];
}

/** A parsed file: every row, valid or not. Valid rows say `create` until `previewImport` checks the database. */
export interface ImportPreview extends ParsedRows {
  format: ImportFormat;
  valid: number;
  invalid: number;
}
