import type { components } from '@agency/contracts';
import type { SocialProvider } from '@agency/core';
import { mayUnlinkProvider } from '@agency/core';
import { fieldError, fieldProblem, WebApiError } from '../base/web-api-error';
import type { CallContext } from '../context/call-context';
import type { Db } from '../db/db';
import { normalizeEmail } from './normalize';
import type { SocialProfile } from './social-providers';

/** A provider account linked to a customer (the contract's LinkedProvider). */
export type LinkedProvider = components['schemas']['LinkedProvider'];

interface CustomerRow {
  id: string;
  email_confirmed_at: Date | null;
}

async function linkedUser(db: Db, profile: SocialProfile): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    'select user_id from user_identities where provider = $1 and subject = $2',
    [profile.provider, profile.subject],
  );
  return rows[0]?.user_id ?? null;
}

async function link(db: Db, userId: string, profile: SocialProfile, nowMs: number): Promise<void> {
  // Two provider accounts linking to one customer at once (two subjects, so two subject locks):
  // this lock orders them, so the second replaces the first instead of breaking the unique index.
  await db.query('select pg_advisory_xact_lock(hashtext($1))', [
    `social-user:${userId}:${profile.provider}`,
  ]);
  // One account of each provider per customer: a second Google account replaces the first.
  await db.query('delete from user_identities where user_id = $1 and provider = $2', [
    userId,
    profile.provider,
  ]);
  await db.query(
    'insert into user_identities (provider, subject, user_id, email, created_at) values ($1, $2, $3, $4, $5)',
    [profile.provider, profile.subject, userId, profile.email, new Date(nowMs)],
  );
}

/**
 * The customer a provider's person signs in as, linking or creating as the rules say: a linked
 * provider account signs into its customer; a verified e-mail of a customer whose e-mail is
 * confirmed signs into that customer; a new e-mail creates a customer; an unverified e-mail never
 * links to an existing account.
 */
export async function customerOfProfile(ctx: CallContext, profile: SocialProfile): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    // Two callbacks of one person at once: the second waits and then finds the first one's link.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
      `social:${profile.provider}:${profile.subject}`,
    ]);
    const known = await linkedUser(tx, profile);
    if (known) return known;
    if (profile.email === null) throw fieldError('social', 'noEmail', 'social.noEmail');
    const email = normalizeEmail(profile.email);
    // Two provider accounts with one new e-mail at once: the second waits, then finds the customer
    // the first created (and is refused or linked by the rules below) instead of a duplicate e-mail.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`social-email:${email}`]);
    const { rows } = await tx.query<CustomerRow>(
      "select id, email_confirmed_at from users where kind = 'customer' and lower(email) = $1",
      [email],
    );
    const existing = rows[0];
    if (existing) {
      // Linking an address nobody proved would hand the account to whoever typed it in first.
      if (!profile.emailVerified || existing.email_confirmed_at === null)
        throw fieldError('social', 'emailInUse', 'social.emailInUse');
      await link(tx, existing.id, profile, ctx.now());
      return existing.id;
    }
    const created = await tx.query<{ id: string }>(
      `insert into users (kind, email, name, lang, email_confirmed_at, created_at, updated_at)
       values ('customer', $1, $2, $3, $4, $5, $5) returning id`,
      [
        email,
        profile.name.trim() || (email.split('@')[0] ?? email),
        ctx.lang,
        profile.emailVerified ? new Date(ctx.now()) : null,
        new Date(ctx.now()),
      ],
    );
    const userId = created.rows[0]?.id as string;
    await tx.query("insert into user_roles (user_id, role) values ($1, 'customer')", [userId]);
    await link(tx, userId, profile, ctx.now());
    return userId;
  });
}

/** Links a provider account to the signed-in customer (connect in Settings); refused when it signs into another one. */
export async function linkToCustomer(
  ctx: CallContext,
  userId: string,
  profile: SocialProfile,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
      `social:${profile.provider}:${profile.subject}`,
    ]);
    const known = await linkedUser(tx, profile);
    if (known === userId) return;
    if (known !== null) throw fieldError('social', 'linkedElsewhere', 'social.linkedElsewhere');
    await link(tx, userId, profile, ctx.now());
  });
}

/** The providers linked to a customer, in the order of SOCIAL_PROVIDERS. */
export async function linkedProvidersOf(db: Db, userId: string): Promise<LinkedProvider[]> {
  const { rows } = await db.query<{
    provider: SocialProvider;
    email: string | null;
    created_at: Date;
  }>(
    `select provider, email, created_at from user_identities where user_id = $1
      order by array_position(array['google', 'facebook'], provider)`,
    [userId],
  );
  return rows.map((row) => ({
    provider: row.provider,
    email: row.email,
    linkedAt: new Date(row.created_at).toISOString(),
  }));
}

/** Unlinks a provider while another way to sign in remains (core mayUnlinkProvider); answers what stays linked. */
export async function unlinkProvider(
  ctx: CallContext,
  userId: string,
  provider: SocialProvider,
): Promise<LinkedProvider[]> {
  await ctx.db.transaction(async (tx) => {
    // The row lock keeps two unlinks at once from each leaving the other as the last way in.
    const { rows } = await tx.query<{ password: boolean; phone: boolean }>(
      `select password_hash is not null as password, phone is not null as phone
         from users where id = $1 for update`,
      [userId],
    );
    const { rows: linked } = await tx.query<{ provider: SocialProvider }>(
      'select provider from user_identities where user_id = $1',
      [userId],
    );
    if (!linked.some((row) => row.provider === provider))
      throw new WebApiError(404, 'NOT_FOUND', 'social.notLinked');
    const ways = {
      password: rows[0]?.password ?? false,
      phone: rows[0]?.phone ?? false,
      linkedProviders: linked.length,
    };
    if (!mayUnlinkProvider(ways))
      throw new WebApiError(409, 'CONFLICT', 'social.lastWay', {
        fields: [fieldProblem('provider', 'lastWay', 'social.lastWay')],
      });
    await tx.query('delete from user_identities where user_id = $1 and provider = $2', [
      userId,
      provider,
    ]);
  });
  return linkedProvidersOf(ctx.db, userId);
}
