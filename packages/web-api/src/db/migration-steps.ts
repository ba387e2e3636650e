import type { Db } from './db';
import { phonesToE164 } from './phones-to-e164';

/**
 * What a migration does that SQL cannot (a library's rule over its rows), by the migration's file:
 * run after the file's statements, in the same transaction.
 */
export const MIGRATION_STEPS: Readonly<Record<string, (tx: Db) => Promise<void>>> = {
  '020_phones_e164.sql': phonesToE164,
};
