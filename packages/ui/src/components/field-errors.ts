import type { components } from '@agency/contracts';

/** One field error of a rejected call: the contract's FieldError. */
export type FieldError = components['schemas']['FieldError'];

/** The well-formed field errors in a WebError's `data` (`{ fields: [...] }`); none when absent. */
export function fieldErrors(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null || !('fields' in data)) return [];
  const { fields } = data as { fields: unknown };
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.field === 'string' &&
      typeof item.code === 'string' &&
      typeof item.message === 'string',
  );
}
