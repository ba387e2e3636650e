import { fieldProblem, type ServerText, WebApiError } from '../base/web-api-error';

/** Names the payload field a violated constraint is about, from the table columns it covers. */
export type FieldNamer = (columns: string[]) => string;

/** How a caller words its violations: the field namer and, for a duplicate, the sentence to say. */
export interface ConstraintWords {
  field?: FieldNamer;
  duplicate?: ServerText;
}

// `Key (kind, lower(email))=(customer, a@b.c) already exists.` -> ['kind', 'email']: the columns, never the values.
function keyColumns(detail: string): string[] {
  const key = /^Key \((.+?)\)=/.exec(detail)?.[1] ?? '';
  return key
    .split(',')
    .map((part) => part.trim().replace(/^\w+\((\w+)\)$/, '$1'))
    .filter((part) => /^\w+$/.test(part));
}

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The back office's field naming: item.<last key column> in camelCase (users' (kind, lower(email)) is item.email). */
export const itemField: FieldNamer = (columns) => {
  const last = columns.at(-1);
  return last ? `item.${camel(last)}` : 'item';
};

/**
 * The answer to a PostgreSQL constraint violation, in our words and with the field named (never the
 * server's detail, which quotes values and index expressions): 409 for a duplicate (23505), 400 for a
 * missing or still-used reference (23503), a refused value (23514) or a missing one (23502). null for
 * any other error.
 */
export function constraintAnswer(error: unknown, words: ConstraintWords = {}): WebApiError | null {
  const fieldOf = words.field ?? itemField;
  if (error === null || typeof error !== 'object') return null;
  const { code, detail, column } = error as { code?: unknown; detail?: unknown; column?: unknown };
  const columns = typeof detail === 'string' ? keyColumns(detail) : [];
  switch (code) {
    case '23505': {
      const field = fieldOf(columns);
      return new WebApiError(409, 'CONFLICT', words.duplicate ?? 'record.duplicate', {
        fields: [fieldProblem(field, 'duplicate', 'record.valueUsed')],
      });
    }
    case '23503': {
      const field = fieldOf(columns);
      return new WebApiError(400, 'VALIDATION_FAILED', 'record.reference', {
        fields: [fieldProblem(field, 'reference', 'record.referenceField')],
      });
    }
    case '23514':
      return new WebApiError(400, 'VALIDATION_FAILED', 'record.notAllowed', {
        fields: [fieldProblem(fieldOf(columns), 'check', 'record.valueNotAllowed')],
      });
    case '23502': {
      const field = fieldOf(typeof column === 'string' ? [column] : []);
      return new WebApiError(400, 'VALIDATION_FAILED', 'record.missing', {
        fields: [fieldProblem(field, 'required', 'record.valueRequired')],
      });
    }
    default:
      return null;
  }
}

/** Runs `run`; a constraint violation it raises becomes constraintAnswer's refusal, any other error passes. */
export async function answeringConstraints<T>(
  run: () => Promise<T>,
  words: ConstraintWords = {},
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw constraintAnswer(error, words) ?? error;
  }
}
