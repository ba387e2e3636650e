import type { Choice } from '../../../components/forms/RecordField';
import type { AdminText } from '../i18n/admin-intl';
import type { AdminController, FormValues, ResourceField } from '../resources/resource';
import type { RecordList } from './use-record-lists';

/** The controllers whose records give the fields their options. */
export function optionControllers(fields: readonly ResourceField[]): AdminController[] {
  return fields.flatMap((field) =>
    field.options?.kind === 'records' ? [field.options.controller] : [],
  );
}

/** A field's choices: its fixed values, or the records loaded for it (null: edit as text). */
export function fieldChoices(
  field: ResourceField,
  values: FormValues,
  lists: Readonly<Record<string, RecordList>>,
  t: AdminText,
): readonly Choice[] | 'loading' | null {
  const options = field.options;
  if (options === undefined) return null;
  if (options.kind === 'fixed') {
    return options.values.map((choice) => ({
      value: choice.value,
      label: choice.label === undefined ? choice.value : t(choice.label),
    }));
  }
  const list = lists[options.controller] ?? 'loading';
  if (list === 'loading') return 'loading';
  if (list === 'failed') return null;
  const names = list
    .filter((record) => (options.when ? options.when(record, values) : true))
    .map(options.value)
    .filter((name) => name !== '');
  return [...new Set(names)].sort().map((name) => ({ value: name, label: name }));
}
