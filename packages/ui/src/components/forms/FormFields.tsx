import { type FieldArea, FormField } from './FormField';
import type { FieldDescription, FormMode, FormValue } from './field-description';
import type { FormProblem } from './form-problem';

/** Props of `FormFields`: the area, the fields in order, the form's values and problems. */
export interface FormFieldsProps<K extends string> {
  readonly area: FieldArea<K>;
  readonly fields: readonly FieldDescription<K, unknown>[];
  readonly values: Readonly<Record<string, FormValue>>;
  readonly problems: Readonly<Record<string, FormProblem<K>>>;
  readonly onValue: (name: string, value: string) => void;
  readonly mode?: FormMode;
}

/** A form's fields drawn in order from their descriptions, each with its value and problem. */
export function FormFields<K extends string>({
  area,
  fields,
  values,
  problems,
  onValue,
  mode,
}: FormFieldsProps<K>) {
  return fields.map((field) => (
    <FormField
      key={field.name}
      area={area}
      field={field}
      value={values[field.name] ?? ''}
      onValue={onValue}
      problem={problems[field.name]}
      {...(mode === undefined ? {} : { mode })}
    />
  ));
}
