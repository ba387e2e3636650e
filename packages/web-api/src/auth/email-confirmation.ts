import { createHash, randomBytes } from 'node:crypto';
import { localizePath } from '@agency/core';
import type { CallContext } from '../handlers/call-context';

const LINK_TTL_MS = 24 * 3600 * 1000;

/** Hash under which an e-mail confirmation token is stored. */
export function emailTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Sends a confirmation link for a user's (new) e-mail address to the outbox. */
export async function sendEmailConfirmation(
  ctx: CallContext,
  userId: string,
  email: string,
): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  await ctx.db.query(
    'insert into email_tokens (token_hash, user_id, email, expires_at) values ($1, $2, $3, $4)',
    [emailTokenHash(token), userId, email, new Date(ctx.now() + LINK_TTL_MS)],
  );
  const link = `${ctx.siteUrl}${localizePath('/email-confirmation', ctx.lang)}?token=${token}`;
  await ctx.outbox({
    channel: 'email',
    to: email,
    subject: 'Confirm your e-mail address',
    text: `Open this link to confirm your e-mail address: ${link}\nThe link works for 24 hours.`,
  });
}
