import type { FormValues } from '../../../components/forms/field-description';
import { valuesFromRecord } from '../../../components/forms/record-values';
import type { PinRecord } from '../page-data';
import type { FieldSpec } from './kind-spec';

/**
 * The form's values of a record (null: a new one), from the kind's fields. The account's fields
 * are never multiple choices: every value is text.
 */
export function pinValues(
  fields: readonly FieldSpec[],
  item: PinRecord | null,
): FormValues<string> {
  return valuesFromRecord(fields, item) as FormValues<string>;
}
