import type { FormValues } from '../../../components/forms/field-description';
import type { Choice } from '../../../components/forms/RecordField';
import type { AdminController, ResourceField } from '../resources/resource';
import type { RecordList } from './use-record-lists';

/** The controllers whose records give the fields their options. */
export function optionControllers(fields: readonly ResourceField[]): AdminController[] {
  return fields.flatMap((field) =>
    field.options?.kind === 'records' ? [field.options.controller] : [],
  );
}

/**
 * A field's choices from the records of another list ('loading' while they load, null when they
 * failed: edit as text); undefined for a field of fixed choices or none.
 */
export function fieldChoices(
  field: ResourceField,
  values: FormValues,
  lists: Readonly<Record<string, RecordList>>,
): readonly Choice[] | 'loading' | null | undefined {
  const options = field.options;
  if (options?.kind !== 'records') return undefined;
  const list = lists[options.controller] ?? 'loading';
  if (list === 'loading') return 'loading';
  if (list === 'failed') return null;
  const names = list
    .filter((record) => (options.when ? options.when(record, values) : true))
    .map(options.value)
    .filter((name) => name !== '');
  return [...new Set(names)].sort().map((name) => ({ value: name, label: name }));
}
