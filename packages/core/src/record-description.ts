import type { FieldRule } from './field-rule';

/**
 * How a field is edited, in every form of the account and the back office: an input of a type, a
 * decimal or a count (a whole number from 0), a text area, a select, multiple choices as checkboxes,
 * `lines` (a text area of one value a line), or an editor of its own (`hours`: the week's opening
 * hours, `specialHours`: the dates with other hours).
 */
export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'password'
  | 'date'
  | 'datetime'
  | 'decimal'
  | 'count'
  | 'textarea'
  | 'select'
  | 'multiselect'
  | 'lines'
  | 'hours'
  | 'specialHours';

/**
 * Where a choice field takes its choices: fixed values (`worded` when each is a word of the
 * catalogue, `<field>.<value>`, rather than shown as it is, like an HTTP method), or a field of another
 * controller's records (only those whose `sameAs` field equals this form's field of that name, e.g. a
 * subaction of the chosen controller).
 */
export type FieldChoices =
  | { readonly fixed: readonly string[]; readonly worded?: boolean }
  | { readonly records: string; readonly value: string; readonly sameAs?: string };

/** One field a form edits: its contract path (a dot path into a JSON field, e.g. labels.ru), kind and rules. */
export interface EditedField {
  readonly name: string;
  readonly kind: FieldKind;
  /** Must not be empty. */
  readonly required?: boolean;
  /** Core rules the value keeps, checked in the browser before the call (the contract checks them again). */
  readonly rules?: readonly FieldRule[];
  readonly choices?: FieldChoices;
  /** A new record's value (default: empty). */
  readonly initial?: string;
  /** An empty value is sent as null (a nullable contract field). */
  readonly nullable?: boolean;
  /** An empty value is not sent at all (an optional language of a JSON field). */
  readonly omitEmpty?: boolean;
  /** The record field whose parts it edits (labels for labels.ru): its fieldset. */
  readonly partOf?: string;
}

/** One field of the record as stored and listed: its column, and whether the list shows, sorts and searches it. */
export interface StoredField {
  readonly column: string;
  /** Kept as JSON (sent to the database as JSON text, searched as text). */
  readonly json?: boolean;
  /** A timestamp the database keeps (read as ISO 8601, never written by a form). */
  readonly stamp?: boolean;
  /** A list column; `sort` makes it a sort key. */
  readonly listed?: boolean | 'sort';
  /** Searched by the list's text filter. */
  readonly searched?: boolean;
}

/**
 * A record kept in a table of its own and the same for every caller with the pair (the back office's
 * settings tables): the one description the backend's store, the contract's list sorts and the back
 * office's list and form are read from.
 */
export interface TableDescription {
  readonly controller: string;
  readonly table: string;
  /** The record's fields as the contract names them, in list order. */
  readonly fields: Readonly<Record<string, StoredField>>;
  /** What a form edits. */
  readonly form: readonly EditedField[];
  readonly defaultSort: string;
  /**
   * How people name a record: its fields joined by the separators between them (a role and its pair);
   * kept in audit entries and searched by the list's filter as one text.
   */
  readonly name: readonly (string | { readonly field: string })[];
  /** A column touched on every write (a page's updated_at). */
  readonly touch?: string;
}

/** A record's name as its description joins it ('' for missing fields). */
export function recordName(
  description: TableDescription,
  record: Readonly<Record<string, unknown>>,
): string {
  return description.name
    .map((part) => {
      if (typeof part === 'string') return part;
      const value = record[part.field];
      return value === null || value === undefined ? '' : String(value);
    })
    .join('');
}

/** The sort keys of a record's list (each also with a leading - for descending). */
export function sortKeys(description: TableDescription): string[] {
  return Object.entries(description.fields)
    .filter(([, field]) => field.listed === 'sort')
    .map(([name]) => name);
}
