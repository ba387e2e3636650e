import { snakePath } from '../http/field-names';
import { googleError } from '../http/google-error';

/**
 * The error codes of `google.mybusiness.v4.ValidationError` details, numbered in the order the
 * reference lists them.
 * https://developers.google.com/my-business/reference/rpc/google.mybusiness.v4#errorcode
 */
export const VALIDATION_CODES = {
  MISSING_VALUE: 1,
  INVALID_VALUE: 2,
  INVALID_CHARACTERS: 3,
  TOO_MANY_ITEMS: 4,
  READ_ONLY: 5,
  OVERLAPPING_RANGES: 6,
  INVERTED_RANGE: 7,
  VALUE_OUTSIDE_ALLOWED_RANGE: 8,
  MISSING_DEPENDENT_FIELD: 9,
  FIELD_HAS_DEPENDENCIES: 10,
  UNSUPPORTED_VALUE: 11,
} as const;

/** One problem with a field of a resource a client sent. */
export interface FieldProblem {
  code: keyof typeof VALIDATION_CODES;
  /** The field's path in lowerCamelCase (`regularHours.periods[2].closeTime`). */
  field: string;
  message: string;
}

/**
 * The 400 INVALID_ARGUMENT Business Profile answers for resources that fail validation: a
 * `google.mybusiness.v4.ValidationError` detail listing each field (snake_case) and why.
 */
export function validationFailed(problems: readonly FieldProblem[]): Response {
  return googleError(400, 'Request contains an invalid argument.', [
    {
      '@type': 'type.googleapis.com/google.mybusiness.v4.ValidationError',
      errorDetails: problems.map((problem) => ({
        code: VALIDATION_CODES[problem.code],
        field: snakePath(problem.field),
        message: problem.message,
      })),
    },
  ]);
}
