import { parseDecimal } from '@agency/core/forms';
import {
  type FieldDescription,
  type FormMode,
  type FormValue,
  type FormValues,
  formFields,
} from './field-description';

type Field = FieldDescription<string, unknown>;

/** A value at a dot path of a record (`labels.en`), or undefined. */
export function readPath(record: Readonly<Record<string, unknown>>, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function writePath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
}

/** A stored value as form text: strings as they are, numbers and booleans written out, anything else empty. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return typeof value === 'boolean' ? String(value) : '';
}

/** An instant as a `datetime-local` value in UTC (YYYY-MM-DDTHH:mm), or empty. */
export function instantToInput(value: unknown): string {
  if (typeof value !== 'string') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** A `datetime-local` value read as UTC to an ISO instant, or null when empty or invalid. */
export function inputToInstant(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const date = new Date(`${text.length === 16 ? `${text}:00` : text}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A form text as an optional payload value: trimmed, null when empty. */
export function nullable(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

// The editors of their own (hours, special hours) keep their values under several keys.
const ownEditor = (field: Field) => field.kind === 'hours' || field.kind === 'specialHours';

/** A field's text as the form sends it: a text area or a password as typed (unless nullable), anything else trimmed. */
export function sentText(field: Field, value: string): string {
  return (field.kind === 'textarea' || field.kind === 'password') && field.nullable !== true
    ? value
    : value.trim();
}

function formValue(field: Field, value: unknown): FormValue {
  if (field.kind === 'multiselect') return Array.isArray(value) ? value.map(String) : [];
  if (field.kind === 'datetime') return instantToInput(value);
  if (field.kind === 'lines')
    return Array.isArray(value) ? value.filter((line) => typeof line === 'string').join('\n') : '';
  return textOf(value);
}

// The fields of a form in `mode`; without one, every field (a form whose fields are the same in both).
const fieldsIn = (fields: readonly Field[], mode: FormMode | undefined) =>
  mode === undefined ? fields : formFields(fields, mode);

/**
 * The form's values of a record (null: a new one) in `mode`: text per field (a missing value is the
 * field's initial one), lists for multiple choices; a password starts empty.
 */
export function valuesFromRecord(
  fields: readonly Field[],
  record: Readonly<Record<string, unknown>> | null,
  mode?: FormMode,
): Record<string, FormValue> {
  const values: Record<string, FormValue> = {};
  for (const field of fieldsIn(fields, mode)) {
    if (ownEditor(field)) continue;
    const value =
      record === null || field.kind === 'password' ? undefined : readPath(record, field.name);
    values[field.name] =
      value === undefined || value === null ? (field.initial ?? '') : formValue(field, value);
    if (field.kind === 'multiselect' && !Array.isArray(values[field.name])) values[field.name] = [];
  }
  return values;
}

function itemValue(field: Field, text: string): unknown {
  if (text === '' && field.nullable === true) return null;
  switch (field.kind) {
    case 'decimal':
      return parseDecimal(text) ?? (field.nullable === true ? null : 0);
    case 'count':
      return Number(text);
    case 'datetime':
      return inputToInstant(text);
    case 'lines':
      return text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
    default:
      return text;
  }
}

/**
 * The contract's item of a form's values in `mode`: each field's value at its path, converted
 * (numbers, instants, lines, lists), null when empty and nullable, left out when empty and
 * `omitEmpty`; read-only fields and those of their own editors are not sent.
 */
export function itemFromValues(
  fields: readonly Field[],
  values: FormValues,
  mode?: FormMode,
): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of fieldsIn(fields, mode)) {
    if (field.readOnly === true || ownEditor(field)) continue;
    const raw = values[field.name];
    if (field.kind === 'multiselect') {
      writePath(item, field.name, Array.isArray(raw) ? [...raw] : []);
      continue;
    }
    const text = sentText(field, typeof raw === 'string' ? raw : '');
    if (text === '' && field.omitEmpty === true) continue;
    writePath(item, field.name, itemValue(field, text));
  }
  return item;
}
