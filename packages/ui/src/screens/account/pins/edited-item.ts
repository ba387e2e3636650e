import { changedFields } from '@agency/core/forms';
import type { FormValues } from '../../../components/forms/field-description';
import type { PinRecord } from '../page-data';
import type { PinKindSpec } from './kind-spec';

/**
 * The item fields an edit changed, as an update sends them: a field the person did not touch stays
 * as stored, even where the form cannot show all of it, and so does each untouched part of a
 * changed object field.
 */
export function editedItem(
  spec: PinKindSpec,
  item: PinRecord,
  values: FormValues<string>,
): Record<string, unknown> {
  return changedFields(spec.toItem(values), spec.toItem(spec.toForm(item)), item);
}
