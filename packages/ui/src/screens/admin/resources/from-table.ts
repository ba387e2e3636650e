import { type EditedField, recordName, type TableDescription } from '@agency/core/tables';
import { fixedOptions } from '../../../components/forms/field-description';
import type { AdminMessageKey } from '../i18n/en';
import type {
  AdminController,
  AdminRecord,
  RecordOptions,
  ResourceColumn,
  ResourceDescription,
  ResourceField,
} from './resource';
import { phoneColumn, plain, stamp, str } from './resource-parts';

/** What only the back office's screen knows of a table: its place and titles, and what it draws otherwise. */
export interface TableScreen<R extends AdminRecord>
  extends Omit<ResourceDescription<R>, 'controller' | 'sorts' | 'columns' | 'fields' | 'label'> {
  /** Columns drawn otherwise than as their field's text, by field (a JSON field's summary). */
  readonly cells?: Readonly<Record<string, ResourceColumn<R>>>;
  /** Columns of more than one field (a client's lead), after the described ones or before `moreColumnsBefore`. */
  readonly moreColumns?: readonly ResourceColumn<R>[];
  readonly moreColumnsBefore?: string;
  /** Fields the screen edits beyond the table's own (a client's lead status). */
  readonly moreFields?: readonly ResourceField[];
}

// The catalogue's words of a field: `field.<name>`; a part of a JSON field per language is worded by
// its language (`lang.<lang>`) in the field's fieldset.
const fieldLabel = (name: string) => `field.${name}` as AdminMessageKey;

function formField(field: EditedField): ResourceField {
  const part = field.partOf === undefined ? null : field.name.slice(field.partOf.length + 1);
  const { choices } = field;
  const options =
    choices === undefined
      ? undefined
      : 'fixed' in choices
        ? fixedOptions<AdminMessageKey>(
            choices.fixed,
            choices.worded ? (value) => `${field.name}.${value}` as AdminMessageKey : undefined,
          )
        : ({
            kind: 'records',
            controller: choices.records as AdminController,
            value: (record) => str(record, choices.value),
            ...(choices.sameAs === undefined
              ? {}
              : {
                  when: (record: AdminRecord, values: Readonly<Record<string, unknown>>) =>
                    record[choices.sameAs as string] === values[choices.sameAs as string],
                }),
          } satisfies RecordOptions);
  return {
    name: field.name,
    label: part === null ? fieldLabel(field.name) : (`lang.${part}` as AdminMessageKey),
    kind: field.kind,
    ...(field.partOf === undefined ? {} : { group: fieldLabel(field.partOf) }),
    ...(field.required ? { required: true } : {}),
    ...(field.rules ? { rules: field.rules } : {}),
    ...(options ? { options } : {}),
    ...(field.initial === undefined ? {} : { initial: field.initial }),
    ...(field.nullable ? { nullable: true } : {}),
    ...(field.omitEmpty ? { omitEmpty: true } : {}),
  };
}

function column<R extends AdminRecord>(
  table: TableDescription,
  name: string,
  cells: Readonly<Record<string, ResourceColumn<R>>>,
): ResourceColumn<R> {
  const given = cells[name];
  if (given !== undefined) return given;
  const stored = table.fields[name];
  const sort = stored?.listed === 'sort' ? name : undefined;
  const edited = table.form.find((field) => field.name === name);
  if (stored?.stamp) return stamp(name, fieldLabel(name), sort);
  if (edited?.kind === 'tel') return phoneColumn(name, fieldLabel(name));
  const choices = edited?.choices;
  if (choices !== undefined && 'fixed' in choices && choices.worded)
    return {
      key: name,
      label: fieldLabel(name),
      ...(sort === undefined ? {} : { sort }),
      cell: (record, { t }) => {
        const value = str(record, name);
        return choices.fixed.includes(value) ? t(`${name}.${value}` as AdminMessageKey) : value;
      },
      csv: (record) => str(record, name),
    };
  return plain(name, fieldLabel(name), sort);
}

/**
 * A back-office resource from core's description of its table: the form's fields, the list's columns
 * and sort keys and how a record is named, each worded by the catalogue's `field.<name>`; the screen
 * adds its route and titles and what it draws otherwise.
 */
export function fromTable<R extends AdminRecord>(
  table: TableDescription,
  screen: TableScreen<R>,
): ResourceDescription<R> {
  const { cells = {}, moreColumns = [], moreColumnsBefore, moreFields = [], ...rest } = screen;
  const listed = Object.entries(table.fields).filter(([, field]) => field.listed);
  const described = listed.map(([name]) => column(table, name, cells));
  const at = described.findIndex((one) => one.key === moreColumnsBefore);
  const columns =
    at < 0
      ? [...described, ...moreColumns]
      : [...described.slice(0, at), ...moreColumns, ...described.slice(at)];
  return {
    ...rest,
    controller: table.controller as AdminController,
    sorts: listed.filter(([, field]) => field.listed === 'sort').map(([name]) => name),
    columns,
    fields: [...table.form.map(formField), ...moreFields],
    label: (record) => recordName(table, record),
  };
}
