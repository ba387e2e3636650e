import type { Db } from '../db/db';

/** Records per page of every list. */
export const PER_PAGE = 20;

/** Highest page number a list takes (the contract's maximum of `p`). */
export const PAGE_MAX = 100_000;

/** A page of records as the contract's `<Entity>List` answers it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  p: number;
  pages: number;
  perPage: number;
}

/** Where and how to list: a from-clause, conditions with their parameters, search expressions and sorts. */
export interface ListQuery {
  select: string;
  from: string;
  where: string[];
  params: unknown[];
  /** SQL expressions searched with ILIKE for `search`. */
  searchIn: string[];
  search?: string | undefined;
  /** Sort key (a leading - for descending) to SQL expression. */
  sorts: Record<string, string>;
  sort?: string | undefined;
  defaultSort: string;
  p?: number | undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Runs a paged, searched, sorted list query. Sort keys come from a fixed table, never from the caller's text. */
export async function listPage<R>(db: Db, query: ListQuery): Promise<ListPage<R>> {
  const params = [...query.params];
  const where = [...query.where];
  const search = query.search?.trim();
  if (search && query.searchIn.length > 0) {
    params.push(`%${escapeLike(search)}%`);
    where.push(`(${query.searchIn.map((expr) => `${expr} ilike $${params.length}`).join(' or ')})`);
  }
  const clause = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const key = query.sort ?? query.defaultSort;
  const descending = key.startsWith('-');
  const name = descending ? key.slice(1) : key;
  // Only the table's own sort keys: a key named like an object property is no sort.
  const expr = Object.hasOwn(query.sorts, name)
    ? query.sorts[name]
    : query.sorts[query.defaultSort.replace(/^-/, '')];
  const { rows: counted } = await db.query<{ n: number }>(
    `select count(*)::int as n from ${query.from} ${clause}`,
    params,
  );
  const total = counted[0]?.n ?? 0;
  // A page past the end shows the last page (a stale link after deletions, a hand-typed ?p=).
  const last = Math.max(1, Math.ceil(total / PER_PAGE));
  const asked = typeof query.p === 'number' && Number.isFinite(query.p) ? Math.trunc(query.p) : 1;
  const p = Math.min(Math.max(1, asked), last);
  const { rows } = await db.query<R>(
    `select ${query.select} from ${query.from} ${clause}
      order by ${expr} ${descending ? 'desc' : 'asc'} nulls last, id asc
      limit ${PER_PAGE} offset ${(p - 1) * PER_PAGE}`,
    params,
  );
  return { items: rows, total, p, pages: Math.ceil(total / PER_PAGE), perPage: PER_PAGE };
}
