import { checkField } from '@agency/core/admin';
import type {
  AdminRecord,
  FieldProblem,
  FieldProblems,
  FormValues,
  ResourceDescription,
  ResourceField,
} from './resource';

/** Whether the form creates a record or edits one. */
export type FormMode = 'create' | 'edit';

/** The fields a form shows in `mode`. */
export function formFields(resource: ResourceDescription, mode: FormMode): ResourceField[] {
  return resource.fields.filter((field) =>
    mode === 'create' ? field.editOnly !== true : field.createOnly !== true,
  );
}

function read(record: Readonly<Record<string, unknown>>, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function write(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
}

/** The form's values for a record (or a new one): text per field, lists for multi-choice fields. */
export function valuesFromRecord(
  resource: ResourceDescription,
  record: AdminRecord | null,
  mode: FormMode,
): FormValues {
  const values: Record<string, string | readonly string[]> = {};
  for (const field of formFields(resource, mode)) {
    const value =
      record === null || field.kind === 'password' ? undefined : read(record, field.name);
    if (field.kind === 'multiselect') {
      values[field.name] = Array.isArray(value) ? value.map(String) : [];
    } else if (value === undefined || value === null) {
      values[field.name] = record === null ? (field.initial ?? '') : '';
    } else {
      values[field.name] = String(value);
    }
  }
  return values;
}

function textOf(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

/** The item to send: each field's value converted (numbers, lists, null, left out when empty). */
export function itemFromValues(
  resource: ResourceDescription,
  values: FormValues,
  mode: FormMode,
): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of formFields(resource, mode)) {
    const raw = values[field.name];
    if (field.kind === 'multiselect') {
      write(item, field.name, Array.isArray(raw) ? [...raw] : []);
      continue;
    }
    const text =
      field.kind === 'textarea' || field.kind === 'password'
        ? textOf(values, field.name)
        : textOf(values, field.name).trim();
    if (text === '' && field.omitEmpty) continue;
    if (text === '' && field.nullable) write(item, field.name, null);
    else write(item, field.name, field.kind === 'number' ? Number(text) : text);
  }
  return resource.finish ? resource.finish(item) : item;
}

/** The client-side problems of the form: each field's first broken rule, then the resource's checks. */
export function checkValues(
  resource: ResourceDescription,
  values: FormValues,
  mode: FormMode,
): FieldProblems {
  const problems: Record<string, FieldProblem> = {};
  for (const field of formFields(resource, mode)) {
    if (field.kind === 'multiselect' || field.rules === undefined) continue;
    const found = checkField(textOf(values, field.name), field.rules);
    if (found !== null) problems[field.name] = found;
  }
  const more = resource.check ? resource.check(values) : {};
  for (const [name, found] of Object.entries(more)) problems[name] ??= found;
  return problems;
}
