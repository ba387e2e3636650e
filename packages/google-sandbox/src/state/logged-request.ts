/** One request the sandbox answered, for tests to assert what a client sent. */
export interface LoggedRequest {
  /** When it arrived, by the injected clock (RFC 3339). */
  at: string;
  method: string;
  /** The Google host it was addressed to (`mybusinessbusinessinformation.googleapis.com`). */
  host: string;
  /** The path on that host (`/v1/locations/123`). */
  path: string;
  /** Every query parameter, by the name sent. */
  query: Record<string, string[]>;
  /** The body: parsed JSON or form fields when it reads as such, else the raw text; undefined when empty. */
  body: unknown;
  /** The paths of an `updateMask` query parameter, in lowerCamelCase, when one was sent. */
  updateMask?: string[];
  /** The status answered. */
  status: number;
  /** Whether the answer came from `failNext`. */
  injected: boolean;
}
