import {
  BODY_MAX_LENGTH,
  checkDay,
  checkEmail,
  checkNumber,
  checkPhone,
  checkText,
  checkWebUrl,
  type FieldRuleProblem,
  NAME_MAX_LENGTH,
} from '@agency/core/forms';
import type { Problem } from '../problems';
import type { FieldSpec, FormValues } from './kind-spec';

function checkField(field: FieldSpec, value: string): FieldRuleProblem | null {
  const required = field.required === true;
  switch (field.kind) {
    case 'text':
    case 'select':
      return checkText(value, { required, max: Number(field.input?.maxLength ?? NAME_MAX_LENGTH) });
    case 'textarea':
    case 'lines':
      return checkText(value, { required, max: Number(field.input?.maxLength ?? BODY_MAX_LENGTH) });
    case 'url':
      return checkWebUrl(value, required);
    case 'tel':
      return checkPhone(value, required);
    case 'email':
      return checkEmail(value, required);
    case 'password':
      return required && value === '' ? { code: 'required' } : null;
    case 'number':
      return checkNumber(value, {
        required,
        min: Number(field.input?.min ?? Number.MIN_SAFE_INTEGER),
        max: Number(field.input?.max ?? Number.MAX_SAFE_INTEGER),
        integer: field.input?.step === 1,
      });
    case 'date':
      return checkDay(value, required);
    case 'datetime':
      return required && value.trim() === '' ? { code: 'required' } : null;
    case 'hours':
    case 'specialHours':
      return null;
  }
}

/** The problems of each field by its kind and the core rules (required, length, formats, ranges). */
export function checkFields(
  fields: readonly FieldSpec[],
  values: FormValues,
): Readonly<Record<string, Problem>> {
  const found: Record<string, Problem> = {};
  for (const field of fields) {
    if (field.shownWhen?.(values) === false || field.readOnly === true) continue;
    const problem = checkField(field, values[field.name] ?? '');
    if (problem !== null) found[field.name] = problem;
  }
  return found;
}
