import { parseFieldMask } from '../http/field-mask';
import { snakePath } from '../http/field-names';
import { badRequest } from '../http/google-error';

/** The paths of a required FieldMask parameter, or the 400 for a missing or malformed one. */
export function requiredMask(
  name: 'readMask' | 'updateMask',
  raw: string | undefined,
): { ok: true; paths: string[] } | { ok: false; response: Response } {
  const field = snakePath(name);
  if (raw === undefined || raw.trim() === '') {
    return {
      ok: false,
      response: badRequest(
        [{ field, description: `Field '${field}' is required.` }],
        'Request contains an invalid argument.',
      ),
    };
  }
  const paths = parseFieldMask(raw);
  if (!paths) {
    return {
      ok: false,
      response: badRequest(
        [{ field, description: `Invalid field mask: "${raw}".` }],
        'Request contains an invalid argument.',
      ),
    };
  }
  return { ok: true, paths };
}
