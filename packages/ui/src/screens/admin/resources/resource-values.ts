import { checkFields } from '../../../components/forms/check-fields';
import {
  type FormMode,
  type FormValues,
  formFields,
} from '../../../components/forms/field-description';
import { itemFromValues } from '../../../components/forms/record-values';
import type { FieldProblem, FieldProblems, ResourceDescription } from './resource';

/** The item to send: the forms' item of the resource's fields, reshaped by the resource when it says so. */
export function resourceItem(
  resource: ResourceDescription,
  values: FormValues,
  mode: FormMode,
): Record<string, unknown> {
  const item = itemFromValues(resource.fields, values, mode);
  return resource.finish ? resource.finish(item) : item;
}

/** The client-side problems of the form: each field's own, then the resource's checks across fields. */
export function checkResource(
  resource: ResourceDescription,
  values: FormValues,
  mode: FormMode,
): FieldProblems {
  const problems: Record<string, FieldProblem> = {
    ...checkFields(formFields(resource.fields, mode), values),
  };
  const more = resource.check ? resource.check(values) : {};
  for (const [name, found] of Object.entries(more)) problems[name] ??= found;
  return problems;
}
