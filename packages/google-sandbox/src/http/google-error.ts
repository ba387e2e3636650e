import { jsonResponse } from './json-response';

/** The canonical gRPC status names Google's JSON errors carry, keyed by the HTTP status they map to. */
export const STATUS_NAMES = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  412: 'FAILED_PRECONDITION',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  501: 'NOT_IMPLEMENTED',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
} as const;

/** An HTTP status Google's error shape is written for. */
export type GoogleErrorStatus = keyof typeof STATUS_NAMES;

/** One entry of `error.details`: a typed `google.rpc` message. */
export type ErrorDetail = { '@type': string } & Record<string, unknown>;

/** The body of every Google API error: `{"error":{"code","message","status","details"}}`. */
export interface GoogleErrorBody {
  error: { code: number; message: string; status: string; details?: ErrorDetail[] };
}

/** The default message Google gives for each status when nothing more specific is said. */
const DEFAULT_MESSAGES: Record<GoogleErrorStatus, string> = {
  400: 'Request contains an invalid argument.',
  401: 'Request had invalid authentication credentials.',
  403: 'The caller does not have permission',
  404: 'Requested entity was not found.',
  409: 'Requested entity already exists',
  412: 'Precondition check failed.',
  429: 'Resource has been exhausted (e.g. check quota).',
  500: 'Internal error encountered.',
  501: 'Operation is not implemented, or supported, or enabled.',
  503: 'The service is currently unavailable.',
  504: 'The request timed out. Please try again.',
};

/** The error body for a status, with Google's default message unless one is given. */
export function googleErrorBody(
  status: GoogleErrorStatus,
  message?: string,
  details?: ErrorDetail[],
): GoogleErrorBody {
  return {
    error: {
      code: status,
      message: message ?? DEFAULT_MESSAGES[status],
      status: STATUS_NAMES[status],
      ...(details && details.length > 0 ? { details } : {}),
    },
  };
}

/** A Google API error answer. */
export function googleError(
  status: GoogleErrorStatus,
  message?: string,
  details?: ErrorDetail[],
  headers?: Record<string, string>,
): Response {
  return jsonResponse(status, googleErrorBody(status, message, details), headers);
}

/** A 400 naming the request fields at fault (`google.rpc.BadRequest`), as gRPC transcoding answers. */
export function badRequest(
  violations: readonly { field: string; description: string }[],
  message?: string,
): Response {
  return googleError(400, message ?? violations[0]?.description, [
    { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [...violations] },
  ]);
}

/** A 404 for a resource the caller cannot see. */
export function notFound(): Response {
  return googleError(404);
}
