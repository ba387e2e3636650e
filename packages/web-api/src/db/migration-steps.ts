import type { Db } from './db';
import { legalTextPlaceholders } from './legal-text-placeholders';
import { phonesToE164 } from './phones-to-e164';

/**
 * What a migration does that SQL cannot (a library's rule over its rows), by the migration's file:
 * run after the file's statements, in the same transaction.
 */
export const MIGRATION_STEPS: Readonly<Record<string, (tx: Db) => Promise<void>>> = {
  '020_phones_e164.sql': phonesToE164,
  '024_legal_text_placeholders.sql': legalTextPlaceholders,
};
