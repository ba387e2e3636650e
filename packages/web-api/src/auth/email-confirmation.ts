import { createHash, randomBytes } from 'node:crypto';
import { type Language, localizePath } from '@agency/core';
import { fieldError, fieldProblem, WebApiError } from '../base/web-api-error';
import type { CallContext } from '../context/call-context';
import { answeringConstraints, type ConstraintWords } from '../db/constraint-answer';
import type { MessageContent } from '../mail/message-content';
import { enqueueMessage } from './outbox';
import { hashPassword } from './password';
import { assertAcceptablePassword } from './password-policy';

const LINK_TTL_MS = 24 * 3600 * 1000;

/** Hash under which an e-mail confirmation token is stored. */
export function emailTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sends a confirmation link for a user's (new) e-mail address to the outbox, in the transaction that
 * stores its token. Earlier links of the user stop working, so only the address asked for last can be
 * confirmed. An address another account of the same kind uses (`owner`) gets the same pending change,
 * but no link: its owner is told, in their language, that someone asked to use it.
 */
export async function sendEmailConfirmation(
  ctx: CallContext,
  userId: string,
  email: string,
  owner: { lang: Language } | null = null,
): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  // Built from the configured public origin only, never from a request header.
  const link = `${ctx.siteUrl}${localizePath('/email-confirmation', ctx.lang)}?token=${token}`;
  await ctx.db.transaction(async (tx) => {
    await tx.query('update email_tokens set used_at = $2 where user_id = $1 and used_at is null', [
      userId,
      new Date(ctx.now()),
    ]);
    await tx.query(
      'insert into email_tokens (token_hash, user_id, email, expires_at) values ($1, $2, $3, $4)',
      [emailTokenHash(token), userId, email, new Date(ctx.now() + LINK_TTL_MS)],
    );
    await enqueueMessage(
      tx,
      owner === null
        ? {
            channel: 'email',
            to: email,
            lang: ctx.lang,
            content: { kind: 'email-confirmation', link },
          }
        : { channel: 'email', to: email, lang: owner.lang, content: { kind: 'address-in-use' } },
      ctx.now(),
    );
  });
}

/** The account of the same kind that uses an address already, with its language, or null. */
export async function emailOwner(
  ctx: CallContext,
  kind: string,
  email: string,
  exceptUserId: string,
): Promise<{ lang: Language } | null> {
  const { rows } = await ctx.db.query<{ lang: Language }>(
    'select lang from users where kind = $1 and lower(email) = lower($2) and id <> $3',
    [kind, email, exceptUserId],
  );
  return rows[0] ?? null;
}

/** The new address a user asked for and has not confirmed yet (a live link to another address), or null. */
export async function pendingEmailOf(
  ctx: CallContext,
  userId: string,
  current: string | null,
): Promise<string | null> {
  const { rows } = await ctx.db.query<{ email: string }>(
    `select email from email_tokens
      where user_id = $1 and used_at is null and expires_at > $2 and lower(email) <> lower(coalesce($3, ''))
      order by expires_at desc limit 1`,
    [userId, new Date(ctx.now()), current],
  );
  return rows[0]?.email ?? null;
}

/** Tells a person's current address, in their language, that their sign-in details changed (the owner hears of a takeover). */
export async function notifyCredentialChange(
  ctx: CallContext,
  to: string | null,
  lang: Language,
  content: MessageContent,
): Promise<void> {
  if (!to) return;
  await enqueueMessage(ctx.db, { channel: 'email', to, lang, content }, ctx.now());
}

/**
 * Auth/confirmEmail: the address of a live link becomes the user's confirmed sign-in address. A link
 * to an address another account took meanwhile answers 409. The link of an invitation is to an account
 * without a password: it is confirmed only with one (`password`, the policy's common list refused),
 * which the account takes in the same transaction; without it the answer asks for it and the link
 * stays usable. An account that has a password keeps it.
 */
export async function confirmEmailToken(ctx: CallContext, token: string, password?: string) {
  const { rows } = await ctx.db.query<{
    user_id: string;
    email: string;
    expires_at: Date;
    used_at: Date | null;
    invitation: boolean;
  }>(
    'select user_id, email, expires_at, used_at, invitation from email_tokens where token_hash = $1',
    [emailTokenHash(token)],
  );
  const row = rows[0];
  if (!row || row.used_at) throw fieldError('token', 'invalid', 'auth.linkInvalid');
  if (new Date(row.expires_at).getTime() <= ctx.now()) {
    throw fieldError('token', 'expired', 'auth.linkExpired');
  }
  const { rows: owners } = await ctx.db.query<{ password_hash: string | null }>(
    'select password_hash from users where id = $1',
    [row.user_id],
  );
  const invited = row.invitation && owners[0]?.password_hash === null;
  if (invited && password === undefined)
    throw fieldError('password', 'required', 'auth.invitePassword');
  if (invited && password !== undefined) assertAcceptablePassword(password, 'password');
  const passwordHash = invited && password !== undefined ? await hashPassword(password) : null;
  // A race with another account taking the address meanwhile ends in the unique index: the same 409.
  const words: ConstraintWords = {
    field: () => 'token',
    duplicate: 'auth.emailTaken',
  };
  await answeringConstraints(
    () =>
      ctx.db.transaction(async (tx) => {
        const taken = await tx.query(
          `select 1 from users where id <> $1 and lower(email) = lower($2)
          and kind = (select kind from users where id = $1)`,
          [row.user_id, row.email],
        );
        if (taken.rows.length > 0) {
          throw new WebApiError(409, 'CONFLICT', 'auth.emailTaken', {
            fields: [fieldProblem('token', 'duplicate', 'auth.emailUsed')],
          });
        }
        await tx.query('update email_tokens set used_at = $2 where token_hash = $1', [
          emailTokenHash(token),
          new Date(ctx.now()),
        ]);
        // The password is set only where there is none: the invited account's first.
        await tx.query(
          `update users set email = $2, email_confirmed_at = $3, updated_at = $3,
              password_hash = coalesce(password_hash, $4) where id = $1`,
          [row.user_id, row.email, new Date(ctx.now()), passwordHash],
        );
      }),
    words,
  );
  return { confirmed: true as const, email: row.email };
}
