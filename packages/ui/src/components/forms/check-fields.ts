import { checkRules, type FieldRuleProblem } from '@agency/core/forms';
import type { FieldDescription, FormValues } from './field-description';
import { sentText } from './record-values';

/** The problem of one field's value: empty though required, else its first broken core rule. */
export function checkField(
  field: FieldDescription<string, unknown>,
  value: string,
): FieldRuleProblem | null {
  const sent = sentText(field, value);
  if (field.required === true && (field.kind === 'password' ? sent === '' : sent.trim() === ''))
    return { code: 'required' };
  return checkRules(sent, field.rules ?? []);
}

/**
 * The problems of a form's fields by field name: each shown field's own (required, then its core
 * rules); fields hidden for these values, read only or of multiple choice have none.
 */
export function checkFields(
  fields: readonly FieldDescription<string, unknown>[],
  values: FormValues,
): Readonly<Record<string, FieldRuleProblem>> {
  const found: Record<string, FieldRuleProblem> = {};
  for (const field of fields) {
    if (field.shownWhen?.(values) === false || field.readOnly === true) continue;
    const value = values[field.name] ?? '';
    if (typeof value !== 'string') continue;
    const problem = checkField(field, value);
    if (problem !== null) found[field.name] = problem;
  }
  return found;
}
