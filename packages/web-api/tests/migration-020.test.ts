import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { startTestApi, type TestApi } from './support/test-api';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

async function customer(email: string, phone: string | null, signedIn: string | null) {
  const { rows } = await t.api.db.query<{ id: string }>(
    `insert into users (kind, email, phone, name, created_at, updated_at)
     values ('customer', $1, $2, $1, '2026-01-01', '2026-01-01') returning id`,
    [email, phone],
  );
  const id = rows[0]?.id as string;
  if (signedIn !== null)
    await t.api.db.query(
      `insert into sessions (user_id, audience, created_at, expires_at) values ($1, 'customer', $2, $2::timestamptz + interval '30 days')`,
      [id, signedIn],
    );
  return id;
}

async function phoneOf(table: string, id: string) {
  const { rows } = await t.api.db.query<{ phone: string | null }>(
    `select phone from ${table} where id = $1`,
    [id],
  );
  return rows[0]?.phone;
}

describe('migration 020 on a database populated by the version before it', () => {
  it('stores every phone in E.164, leaves numbers that are not possible as they are, and gives a number two accounts now share to the one signed in last, auditing the other', async () => {
    const db = t.api.db;
    await db.query("delete from schema_migrations where version = '020_phones_e164.sql'");
    // Rows as the version before wrote them: users' numbers as digits with their +, or without it
    // when typed without one (its normalizePhone); clients and locations as typed.
    const older = await customer('older@example.com', '+380501112233', '2026-03-01');
    const later = await customer('later@example.com', '0501112233', '2026-05-01');
    const national = await customer('national@example.com', '0441234500', null);
    const unreadable = await customer('unreadable@example.com', '12345', null);
    const { rows: admins } = await db.query<{ id: string }>(
      `insert into users (kind, email, phone, name) values ('admin', 'same-number@agency.test', '0501112233', 'Admin')
       returning id`,
    );
    const admin = admins[0]?.id as string;
    await db.query(
      'insert into phone_changes (user_id, phone, requested_at) values ($1, $2, now())',
      [national, '067 123 45 67'],
    );
    await db.query(
      `insert into code_failures (purpose, target, failures) values
         ('phone-sign-in', '0441234500', 2), ('phone-sign-in', '+380441234500', 1)`,
    );
    // Codes waiting to be typed, every column filled: they follow their numbers, nothing else changes.
    const { rows: codes } = await db.query<{ id: string }>(
      `insert into one_time_codes (purpose, target, code_hash, attempts, expires_at, used_at, created_at) values
         ('phone-sign-in', '0441234500', 'hash-a', 1, '2026-06-01T10:05:00Z', null, '2026-06-01T10:00:00Z'),
         ('phone-change', $1, 'hash-b', 2, '2026-06-01T10:05:00Z', '2026-06-01T10:01:00Z', '2026-06-01T10:00:00Z')
       returning id`,
      [`${national} 067 123 45 67`],
    );
    const codesBefore = await db.query(
      'select * from one_time_codes where id = any($1) order by code_hash',
      [codes.map((row) => row.id)],
    );
    const { rows: clients } = await db.query<{ id: string }>(
      `insert into clients (name, phone) values ('Typed', '+380 44 123 4500'), ('Odd', '(044) 123')
       returning id`,
    );
    const [typed, odd] = clients.map((row) => row.id) as [string, string];
    const { rows: owners } = await db.query<{ id: string }>(
      "select id from users where email = 'demo@agency.test'",
    );
    const { rows: locations } = await db.query<{ id: string }>(
      `insert into locations (owner_id, name, country, phone, additional_phones) values
         ($1, 'Kyiv', 'UA', '(044) 123-45-67', '{"050 111 22 33", "12"}'),
         ($1, 'Warsaw', 'PL', '22 123 45 67', '{}'),
         ($1, 'Nowhere', null, '044 765 43 21', '{}')
       returning id`,
      [owners[0]?.id],
    );
    const [kyiv, warsaw, nowhere] = locations.map((row) => row.id) as [string, string, string];

    expect(await migrate(db)).toEqual(['020_phones_e164.sql']);

    // Signed in last: keeps the number, now in E.164; the other account loses it, and the log says why.
    expect(await phoneOf('users', later)).toBe('+380501112233');
    expect(await phoneOf('users', older)).toBeNull();
    const { rows: audit } = await db.query<{
      action: string;
      entity_name: string;
      before: unknown;
      after: { phone: null; reason: string };
    }>(
      "select action, entity_name, before, after from audit_log where entity = 'users' and entity_id = $1",
      [older],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'Users/update',
      entity_name: 'older@example.com',
      before: { phone: '+380501112233' },
      after: { phone: null },
    });
    expect(audit[0]?.after.reason).toContain(later);
    // The unique index is per kind: the admin keeps the same number.
    expect(await phoneOf('users', admin)).toBe('+380501112233');
    expect(await phoneOf('users', national)).toBe('+380441234500');
    expect(await phoneOf('users', unreadable)).toBe('12345');
    const { rows: pending } = await db.query('select phone from phone_changes where user_id = $1', [
      national,
    ]);
    expect(pending).toEqual([{ phone: '+380671234567' }]);
    const { rows: failures } = await db.query(
      "select target, failures from code_failures where purpose = 'phone-sign-in' and target like '%441234500'",
    );
    expect(failures).toEqual([{ target: '+380441234500', failures: 3 }]);
    const codesAfter = await db.query<Record<string, unknown>>(
      'select * from one_time_codes where id = any($1) order by code_hash',
      [codes.map((row) => row.id)],
    );
    expect(codesAfter.rows.map((row) => row.target)).toEqual([
      '+380441234500',
      `${national} +380671234567`,
    ]);
    expect(codesAfter.rows.map(({ target: _, ...row }) => row)).toEqual(
      codesBefore.rows.map(({ target: _, ...row }) => row),
    );
    expect(await phoneOf('clients', typed)).toBe('+380441234500');
    expect(await phoneOf('clients', odd)).toBe('(044) 123');
    const { rows: stored } = await db.query<{
      id: string;
      phone: string;
      additional_phones: string[];
    }>('select id, phone, additional_phones from locations where id = any($1)', [
      [kyiv, warsaw, nowhere],
    ]);
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(byId.get(kyiv)).toMatchObject({
      phone: '+380441234567',
      additional_phones: ['+380501112233', '12'],
    });
    // A location's number without a country code is read in its own country.
    expect(byId.get(warsaw)?.phone).toBe('+48221234567');
    expect(byId.get(nowhere)?.phone).toBe('+380447654321');

    // The number signs in whichever way it is typed.
    const asked = await t.call({
      method: 'POST',
      payload: { controller: 'Auth', subaction: 'phoneSignIn', lang: 'en', phone: '050 111 22 33' },
    });
    expect(asked.status).toBe(200);
    expect(t.outbox.at(-1)).toMatchObject({ channel: 'sms', to: '+380501112233' });
  });
});
