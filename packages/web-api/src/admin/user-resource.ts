import { normalizeEmail, phoneOfRow, storedOrKeptPhone } from '../auth/normalize';
import { hashPassword } from '../auth/password';
import { assertAcceptablePassword } from '../auth/password-policy';
import type { Db } from '../db/db';
import { listPage } from '../pins/list-page';
import { iso } from '../pins/pin-store';
import type { AdminResource } from './admin-resource';

const SELECT = `u.*, array(select ur.role from user_roles ur where ur.user_id = u.id order by ur.role) as roles`;

function toItem(row: Record<string, unknown>) {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    phone: row.phone,
    name: row.name,
    lang: row.lang,
    roles: row.roles ?? [],
    emailConfirmed: row.email_confirmed_at !== null,
    createdAt: iso(row.created_at),
  };
}

// `keptPhone`: the user's number as stored (an update), which passes as it is.
async function columnsOf(
  input: Record<string, unknown>,
  keptPhone?: string | null,
): Promise<Record<string, unknown>> {
  const columns: Record<string, unknown> = {};
  if (input.kind !== undefined) columns.kind = input.kind;
  if (input.name !== undefined) columns.name = input.name;
  if (input.lang !== undefined) columns.lang = input.lang;
  if (input.email !== undefined)
    columns.email = input.email === null ? null : normalizeEmail(input.email as string);
  if (input.phone !== undefined)
    columns.phone =
      input.phone === null
        ? null
        : storedOrKeptPhone(input.phone as string, keptPhone, 'item.phone');
  if (input.password !== undefined) {
    assertAcceptablePassword(input.password as string, 'item.password');
    columns.password_hash = await hashPassword(input.password as string);
  }
  return columns;
}

async function setRoles(db: Db, id: string, roles: unknown): Promise<void> {
  if (!Array.isArray(roles)) return;
  await db.query('delete from user_roles where user_id = $1', [id]);
  for (const role of new Set(roles as string[])) {
    await db.query('insert into user_roles (user_id, role) values ($1, $2)', [id, role]);
  }
}

/** Users with their roles; passwords are hashed on the way in and never leave. */
export const userResource: AdminResource = {
  controller: 'Users',
  table: 'users',
  recordName: (item) => (item.email ?? item.phone ?? item.name ?? null) as string | null,
  async list(db, filter) {
    // Users/list's kind: only customers, or only admins (the home's count of customers links here).
    const kind = filter.kind === 'customer' || filter.kind === 'admin' ? filter.kind : null;
    const page = await listPage<Record<string, unknown>>(db, {
      select: SELECT,
      from: 'users u',
      where: kind === null ? [] : ['u.kind = $1'],
      params: kind === null ? [] : [kind],
      searchIn: ['u.name', "coalesce(u.email, '')", "coalesce(u.phone, '')", 'u.kind'],
      search: filter.filter,
      sorts: { name: 'u.name', email: 'u.email', createdAt: 'u.created_at' },
      sort: filter.sort,
      defaultSort: 'name',
      p: filter.p,
    });
    return { ...page, items: page.items.map(toItem) };
  },
  async get(db, id) {
    const { rows } = await db.query(`select ${SELECT} from users u where u.id = $1`, [id]);
    return rows[0] ? toItem(rows[0] as Record<string, unknown>) : null;
  },
  async create(db, input, nowMs) {
    const columns = {
      ...(await columnsOf(input)),
      created_at: new Date(nowMs),
      updated_at: new Date(nowMs),
    };
    const names = Object.keys(columns);
    const { rows } = await db.query<{ id: string }>(
      `insert into users (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
      Object.values(columns),
    );
    const id = rows[0]?.id as string;
    await setRoles(db, id, input.roles);
    return id;
  },
  async update(db, id, changes, nowMs) {
    const kept = typeof changes.phone === 'string' ? await phoneOfRow(db, 'users', id) : null;
    const columns = { ...(await columnsOf(changes, kept)), updated_at: new Date(nowMs) };
    const names = Object.keys(columns);
    const { rows } = await db.query(
      `update users set ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} where id = $1 returning id`,
      [id, ...Object.values(columns)],
    );
    if (rows.length === 0) return false;
    await setRoles(db, id, changes.roles);
    // A new password, e-mail, phone or kind ends the user's sessions: whoever holds them signs in anew.
    if (['password', 'email', 'phone', 'kind'].some((field) => changes[field] !== undefined)) {
      await db.query(
        'update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null',
        [id, new Date(nowMs)],
      );
    }
    return true;
  },
  async remove(db, id) {
    const { rows } = await db.query('delete from users where id = $1 returning id', [id]);
    return rows.length > 0;
  },
};
