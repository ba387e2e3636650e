// Readers of the account screens' page data (contract Page): each checks the shape it reads and
// answers null when the data is missing or malformed, so a screen shows its error state, never crashes.
import type { components } from '@agency/contracts';

type Schemas = components['schemas'];

/** The pin kinds of the account area, as the contract's AccountSummary names them. */
export const PIN_KIND_NAMES = [
  'locations',
  'advertising',
  'publications',
  'notifications',
  'reviews',
  'sites',
] as const satisfies readonly (keyof Schemas['AccountSummary'])[];

/** A pin kind. */
export type PinKindName = (typeof PIN_KIND_NAMES)[number];

/** Counts per pin kind: the contract's AccountSummary (a kind the roles may not list is absent). */
export type Summary = Readonly<Pick<Schemas['AccountSummary'], PinKindName>>;

/** A pin record as the list answers it: an id, a name, timestamps and the kind's own fields. */
export interface PinRecord {
  readonly id: string;
  readonly name: string;
  readonly archivedAt: string | null;
  readonly updatedAt: string;
  readonly [field: string]: unknown;
}

/** The contract's record of each pin kind (what its `<Kind>/list` answers). */
export interface PinRecords {
  readonly locations: Schemas['Location'];
  readonly advertising: Schemas['Advertisement'];
  readonly publications: Schemas['Publication'];
  readonly notifications: Schemas['Notification'];
  readonly reviews: Schemas['Review'];
  readonly sites: Schemas['Site'];
}

/** A page of records: a contract *List (its counts are the same in every kind's), of any pin kind's records. */
export type ListPage = Readonly<
  Pick<Schemas['LocationList'], 'total' | 'p' | 'pages' | 'perPage'>
> & {
  readonly items: readonly PinRecord[];
};

/** One entry of the role-filtered account menu: the contract's NavItem. */
export type NavItem = components['schemas']['NavItem'];

/** The limits of the maps import that the tool checks before sending (of the contract's Page.importLimits). */
export type ImportLimits = Pick<
  NonNullable<components['schemas']['Page']['importLimits']>,
  'maxBytes' | 'maxRows'
>;

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

type Page = Readonly<Record<string, unknown>> | null;

/** The counts per kind of the account index and pins overview (only the kinds the roles may list). */
export function readSummary(page: Page): Summary | null {
  const summary = page?.summary;
  if (!isObject(summary)) return null;
  const counts: Partial<Record<PinKindName, number>> = {};
  for (const kind of PIN_KIND_NAMES) {
    const count = summary[kind];
    if (count === undefined) continue;
    if (!isCount(count)) return null;
    counts[kind] = count;
  }
  return counts;
}

// Whether a value is a pin record the tables can draw.
function isPinRecord(value: unknown): value is PinRecord {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.updatedAt === 'string' &&
    (value.archivedAt === null || typeof value.archivedAt === 'string')
  );
}

/** A list answer (the page's `list`, or a `<Kind>/list` call's data). */
export function readListPage(list: unknown): ListPage | null {
  if (!isObject(list) || !Array.isArray(list.items)) return null;
  const { total, p, pages, perPage } = list;
  if (!isCount(total) || !isCount(p) || !isCount(pages) || !isCount(perPage)) return null;
  return { items: list.items.filter(isPinRecord), total, p, pages, perPage };
}

/** The role-filtered account menu of the page load, or null when the page has none. */
export function readNavigation(page: Page): readonly NavItem[] | null {
  const navigation = page?.navigation;
  if (!Array.isArray(navigation)) return null;
  return navigation.filter(
    (item): item is NavItem =>
      isObject(item) &&
      typeof item.label === 'string' &&
      typeof item.to === 'string' &&
      typeof item.group === 'string',
  );
}

/** The maps import's limits, or null. */
export function readImportLimits(page: Page): ImportLimits | null {
  const limits = page?.importLimits;
  if (!isObject(limits) || !isCount(limits.maxBytes) || !isCount(limits.maxRows)) return null;
  return { maxBytes: limits.maxBytes, maxRows: limits.maxRows };
}

/** Reads an object field of the page data. */
export function readObject(page: Page, key: string): Readonly<Record<string, unknown>> | null {
  const value = page?.[key];
  return isObject(value) ? value : null;
}
