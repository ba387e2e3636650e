import type { components } from '@agency/contracts';
import type { WebOperationPayload } from '../../../provider/web-api';
import { isLinkedField } from './location-google';

/** One listing of the connected Google accounts as the import would treat it. */
export type GoogleImportRow = components['schemas']['GoogleImportRow'];

/** The choices Google/importCommit takes. */
export type ImportCommitChoices = WebOperationPayload<'Google/importCommit'>['choices'];

/** What to do with a listing, as its select holds it: create, skip, or `link:<location id>`. */
export type ImportChoice = 'create' | 'skip' | `link:${string}`;

/** The choice of linking to a location. */
export const linkChoice = (pinId: string): ImportChoice => `link:${pinId}`;

/** The location a choice links to, or null. */
export function linkedPin(choice: ImportChoice): string | null {
  return choice.startsWith('link:') ? choice.slice('link:'.length) : null;
}

/**
 * The choice a listing starts with: a new one is created, a matched one is linked to its match; a
 * listing already linked has none (it stays as it is and is not sent).
 */
export function initialChoice(row: GoogleImportRow): ImportChoice | null {
  if (row.status === 'linked') return null;
  if (row.status === 'matched' && row.match !== null) return linkChoice(row.match.pinId);
  return 'create';
}

/** The starting choices of a preview, by listing name. */
export function initialChoices(rows: readonly GoogleImportRow[]): Record<string, ImportChoice> {
  const choices: Record<string, ImportChoice> = {};
  for (const row of rows) {
    const choice = initialChoice(row);
    if (choice !== null) choices[row.name] = choice;
  }
  return choices;
}

/** The Google/importCommit choices of the rows as chosen (listings already linked are not sent). */
export function importChoices(
  rows: readonly GoogleImportRow[],
  chosen: Readonly<Record<string, ImportChoice>>,
): ImportCommitChoices {
  return rows.flatMap((row): ImportCommitChoices => {
    const choice = chosen[row.name] ?? initialChoice(row);
    if (choice === null) return [];
    const pinId = linkedPin(choice);
    if (pinId !== null) return [{ name: row.name, action: 'link', pinId }];
    return [{ name: row.name, action: choice === 'skip' ? 'skip' : 'create' }];
  });
}

/** The locations two or more listings would be linked to (one location takes one listing). */
export function doubleLinks(choices: ImportCommitChoices): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const choice of choices) {
    if (choice.action !== 'link' || choice.pinId === undefined) continue;
    if (seen.has(choice.pinId)) twice.add(choice.pinId);
    seen.add(choice.pinId);
  }
  return [...twice];
}

/** How many listings each action takes. */
export function choiceCounts(
  choices: ImportCommitChoices,
): Record<'create' | 'link' | 'skip', number> {
  const counts = { create: 0, link: 0, skip: 0 };
  for (const choice of choices) counts[choice.action] += 1;
  return counts;
}

const STATUSES: readonly string[] = ['new', 'matched', 'linked'];
const RULES: readonly string[] = ['storeCode', 'placeId', 'nameAddress', 'linked'];

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function readMatch(value: unknown): GoogleImportRow['match'] {
  if (typeof value !== 'object' || value === null) return null;
  const match = value as Record<string, unknown>;
  if (typeof match.pinId !== 'string' || !RULES.includes(match.rule as string)) return null;
  return {
    pinId: match.pinId,
    pinName: text(match.pinName) ?? '',
    rule: match.rule as NonNullable<GoogleImportRow['match']>['rule'],
  };
}

/** The rows of a Google/importPreview answer; malformed rows are left out. */
export function readImportRows(data: unknown): GoogleImportRow[] {
  const rows = (data as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((value): GoogleImportRow[] => {
    if (typeof value !== 'object' || value === null) return [];
    const row = value as Record<string, unknown>;
    if (typeof row.name !== 'string' || !STATUSES.includes(row.status as string)) return [];
    return [
      {
        name: row.name,
        account: text(row.account) ?? '',
        title: text(row.title) ?? row.name,
        storeCode: text(row.storeCode),
        address: text(row.address) ?? '',
        status: row.status as GoogleImportRow['status'],
        match: readMatch(row.match),
        changes: Array.isArray(row.changes) ? row.changes.filter(isLinkedField) : [],
      },
    ];
  });
}
