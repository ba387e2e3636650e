import type { WebError } from './errors';

/**
 * Rule "one error, one message": whether a refusal names fields (`data.fields`, a non-empty list),
 * which a form shows beside its fields, so no notification repeats them.
 */
export function hasFieldErrors(error: WebError): boolean {
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) && fields.length > 0;
}
