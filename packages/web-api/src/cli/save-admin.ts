import { ANONYMOUS } from '../access/caller';
import { writeAudit } from '../admin/audit-log';
import { normalizeEmail } from '../auth/normalize';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';

/**
 * Creates an admin with this e-mail and password, or resets an existing admin's password and ends
 * their sessions; audited (no actor: the operator's shell). Says which it did.
 */
export async function saveAdmin(
  db: Db,
  email: string,
  password: string,
  nowMs: number,
): Promise<'created' | 'reset'> {
  const address = normalizeEmail(email);
  const hash = await hashPassword(password);
  const now = new Date(nowMs);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      "select id from users where kind = 'admin' and lower(email) = lower($1)",
      [address],
    );
    let id = rows[0]?.id;
    const outcome = id ? 'reset' : 'created';
    if (id) {
      await tx.query('update users set password_hash = $2, updated_at = $3 where id = $1', [
        id,
        hash,
        now,
      ]);
      await tx.query(
        'update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null',
        [id, now],
      );
    } else {
      const created = await tx.query<{ id: string }>(
        `insert into users (kind, email, name, lang, password_hash, email_confirmed_at)
         values ('admin', $1, 'Admin', 'en', $2, $3) returning id`,
        [address, hash, now],
      );
      id = created.rows[0]?.id as string;
    }
    await tx.query(
      "insert into user_roles (user_id, role) values ($1, 'admin') on conflict do nothing",
      [id],
    );
    await writeAudit(
      tx,
      ANONYMOUS,
      {
        action: outcome === 'created' ? 'cli/createAdmin' : 'cli/resetAdminPassword',
        entity: 'users',
        entityId: id,
        entityName: address,
        before: null,
        after: { email: address },
      },
      nowMs,
    );
    return outcome;
  });
}
