import type { ServerMessageCode } from '@agency/core/server-messages';
import type { GoogleApiError } from './google-api-error';

// Google's field paths (snake_case or camelCase, as an error names them) and our words for a refusal of each.
// A refusal's words: the codes of the catalog's googleSync part.
type SyncRefusal = Extract<ServerMessageCode, `googleSync.${string}`>;

const REASONS: readonly [RegExp, SyncRefusal][] = [
  [/^title\b/, 'googleSync.name'],
  [/^website_?uri\b/i, 'googleSync.website'],
  [/^phone_?numbers\b/i, 'googleSync.phone'],
  [/^storefront_?address\b/i, 'googleSync.address'],
  [/^(regular_?hours|special_?hours|more_?hours)\b/i, 'googleSync.hours'],
  [/^profile\b/, 'googleSync.description'],
  [/^categories\b/, 'googleSync.category'],
  [/^open_?info\b/i, 'googleSync.openStatus'],
];

/** Our words for a refusal of an edit (a 400), by the first field Google names that we know; null when none is known. */
export function refusalReason(error: GoogleApiError): SyncRefusal | null {
  for (const violation of error.fields) {
    for (const [pattern, code] of REASONS) if (pattern.test(violation.field)) return code;
  }
  return null;
}
