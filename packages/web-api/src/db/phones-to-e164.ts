import { DEFAULT_PHONE_REGION, normalizePhone } from '@agency/core/forms';
import type { Db } from './db';

interface UserPhone {
  id: string;
  kind: string;
  phone: string;
  email: string | null;
  name: string;
  signed_in: Date | string | null;
  updated_at: Date | string;
  created_at: Date | string;
}

const time = (value: Date | string | null) => (value === null ? -1 : new Date(value).getTime());

// The account that keeps a number several accounts share once written in E.164: the one signed in
// last (its newest session), then the one changed last, then the one created last.
function keeperFirst(a: UserPhone, b: UserPhone): number {
  return (
    time(b.signed_in) - time(a.signed_in) ||
    time(b.updated_at) - time(a.updated_at) ||
    time(b.created_at) - time(a.created_at) ||
    a.id.localeCompare(b.id)
  );
}

// Users' phones: at most one account of a kind per number (users_kind_phone), so of the accounts
// whose numbers become equal one keeps it and the others lose theirs, each loss audited.
async function userPhones(tx: Db): Promise<void> {
  const { rows } = await tx.query<UserPhone>(
    `select u.id, u.kind, u.phone, u.email, u.name, u.updated_at, u.created_at,
            (select max(s.created_at) from sessions s where s.user_id = u.id) as signed_in
       from users u where u.phone is not null`,
  );
  const groups = new Map<string, UserPhone[]>();
  for (const row of rows) {
    const e164 = normalizePhone(row.phone, DEFAULT_PHONE_REGION);
    if (e164 === null) continue;
    const key = `${row.kind} ${e164}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const kept: Array<[UserPhone, string]> = [];
  for (const [key, group] of groups) {
    const e164 = key.slice(key.indexOf(' ') + 1);
    const [keeper, ...others] = [...group].sort(keeperFirst);
    for (const other of others) {
      await tx.query('update users set phone = null where id = $1', [other.id]);
      await tx.query(
        `insert into audit_log (actor_id, actor_email, action, entity, entity_id, entity_name, before, after, at)
         values (null, null, 'Users/update', 'users', $1, $2, $3, $4, now())`,
        [
          other.id,
          other.email ?? other.phone ?? other.name,
          JSON.stringify({ phone: other.phone }),
          JSON.stringify({
            phone: null,
            reason: `migration 020: ${e164} is kept by the account signed in last (${keeper?.id})`,
          }),
        ],
      );
    }
    if (keeper && keeper.phone !== e164) kept.push([keeper, e164]);
  }
  // After every loss, so that no number is written while another account still holds it.
  for (const [keeper, e164] of kept)
    await tx.query('update users set phone = $2 where id = $1', [keeper.id, e164]);
}

// Where a code's target holds a number: alone (phone sign-in) or after the user's id (phone change).
function codeTarget(purpose: string, target: string): string {
  if (purpose === 'phone-sign-in') return normalizePhone(target, DEFAULT_PHONE_REGION) ?? target;
  const space = target.indexOf(' ');
  const e164 = normalizePhone(target.slice(space + 1), DEFAULT_PHONE_REGION);
  return e164 === null ? target : `${target.slice(0, space + 1)}${e164}`;
}

// Codes and the counts of wrong ones follow their numbers; two counts of one number add up.
async function codeTargets(tx: Db): Promise<void> {
  const purposes = "purpose in ('phone-sign-in', 'phone-change')";
  const { rows: codes } = await tx.query<{ id: string; purpose: string; target: string }>(
    `select id, purpose, target from one_time_codes where ${purposes}`,
  );
  for (const code of codes) {
    const target = codeTarget(code.purpose, code.target);
    if (target !== code.target)
      await tx.query('update one_time_codes set target = $2 where id = $1', [code.id, target]);
  }
  const { rows: failures } = await tx.query<{ purpose: string; target: string; failures: number }>(
    `select purpose, target, failures from code_failures where ${purposes}`,
  );
  for (const row of failures) {
    const target = codeTarget(row.purpose, row.target);
    if (target === row.target) continue;
    await tx.query('delete from code_failures where purpose = $1 and target = $2', [
      row.purpose,
      row.target,
    ]);
    await tx.query(
      `insert into code_failures (purpose, target, failures) values ($1, $2, $3)
       on conflict (purpose, target) do update set failures = code_failures.failures + $3`,
      [row.purpose, target, row.failures],
    );
  }
}

// A number in E.164 when libphonenumber reads it as a possible one in `region`, else as it was.
const e164Or = (phone: string, region: string) => normalizePhone(phone, region) ?? phone;

/**
 * Migration 020's rows (decision 0037): every stored phone in E.164 by core normalizePhone (a
 * location's in its country, others in DEFAULT_PHONE_REGION); a number that is not a possible one
 * stays as it was; accounts whose numbers become equal keep one (keeperFirst), the others lose it.
 */
export async function phonesToE164(tx: Db): Promise<void> {
  await userPhones(tx);
  const { rows: pending } = await tx.query<{ user_id: string; phone: string }>(
    'select user_id, phone from phone_changes',
  );
  for (const row of pending) {
    const e164 = e164Or(row.phone, DEFAULT_PHONE_REGION);
    if (e164 !== row.phone)
      await tx.query('update phone_changes set phone = $2 where user_id = $1', [row.user_id, e164]);
  }
  await codeTargets(tx);
  const { rows: locations } = await tx.query<{
    id: string;
    country: string | null;
    phone: string | null;
    additional_phones: string[] | null;
  }>(
    `select id, country, phone, additional_phones from locations
      where phone is not null or cardinality(additional_phones) > 0`,
  );
  for (const row of locations) {
    const region = row.country ?? DEFAULT_PHONE_REGION;
    const phone = row.phone === null ? null : e164Or(row.phone, region);
    const additional = (row.additional_phones ?? []).map((item) => e164Or(item, region));
    if (phone !== row.phone || additional.some((item, i) => item !== row.additional_phones?.[i]))
      await tx.query('update locations set phone = $2, additional_phones = $3 where id = $1', [
        row.id,
        phone,
        additional,
      ]);
  }
  const { rows: clients } = await tx.query<{ id: string; phone: string }>(
    'select id, phone from clients where phone is not null',
  );
  for (const row of clients) {
    const e164 = e164Or(row.phone, DEFAULT_PHONE_REGION);
    if (e164 !== row.phone)
      await tx.query('update clients set phone = $2 where id = $1', [row.id, e164]);
  }
}
