import { fieldProblem, WebApiError } from '../base/web-api-error';
import type { CallContext } from '../context/call-context';
import { codesLocked, consumeCode, issueCode } from './one-time-codes';
import { enqueueMessage } from './outbox';
import { countCodeRequest } from './rate-limit';

// One code per person and number: two people asking for one number never share a code.
const codeTarget = (userId: string, phone: string) => `${userId} ${phone}`;

/**
 * Asks for a new phone number: it waits (pendingPhone) until the code sent to it is entered. A number
 * another account uses gets the same answer, and the code is kept but never sent: its owner is told
 * by SMS instead, so the call tells nobody who has an account.
 */
export async function requestPhoneChange(
  ctx: CallContext,
  userId: string,
  phone: string,
): Promise<void> {
  await countCodeRequest(ctx.db, phone, ctx.ipKey, ctx.now());
  const { rows } = await ctx.db.query<{ lang: string }>(
    "select lang from users where kind = 'customer' and phone = $1 and id <> $2",
    [phone, userId],
  );
  const owner = rows[0] ?? null;
  const locked = await codesLocked(ctx.db, 'phone-change', codeTarget(userId, phone));
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `insert into phone_changes (user_id, phone, requested_at) values ($1, $2, $3)
         on conflict (user_id) do update set phone = excluded.phone, requested_at = excluded.requested_at`,
      [userId, phone, new Date(ctx.now())],
    );
    const code = await issueCode(
      tx,
      ctx.secret,
      'phone-change',
      codeTarget(userId, phone),
      ctx.now(),
    );
    if (owner !== null) {
      const lang = owner.lang as CallContext['lang'];
      await enqueueMessage(
        tx,
        { channel: 'sms', to: phone, lang, content: { kind: 'phone-in-use' } },
        ctx.now(),
      );
    } else if (!locked) {
      await enqueueMessage(
        tx,
        {
          channel: 'sms',
          to: phone,
          lang: ctx.lang,
          content: { kind: 'phone-change-code', phone, code },
        },
        ctx.now(),
      );
    }
  });
}

/** The number a person asked for and has not confirmed yet (its code still live), or null. */
export async function pendingPhoneOf(ctx: CallContext, userId: string): Promise<string | null> {
  const { rows } = await ctx.db.query<{ phone: string }>(
    `select pc.phone from phone_changes pc
       join one_time_codes c on c.purpose = 'phone-change' and c.target = pc.user_id::text || ' ' || pc.phone
      where pc.user_id = $1 and c.used_at is null and c.expires_at > $2
      limit 1`,
    [userId, new Date(ctx.now())],
  );
  return rows[0]?.phone ?? null;
}

/**
 * Account/confirmPhone: the pending number becomes the person's phone once its code is right. Returns the
 * new number; 404 when nothing is pending, 409 when another account took the number meanwhile.
 */
export async function confirmPhoneChange(
  ctx: CallContext,
  userId: string,
  code: string,
): Promise<string> {
  const { rows } = await ctx.db.query<{ phone: string }>(
    'select phone from phone_changes where user_id = $1',
    [userId],
  );
  const phone = rows[0]?.phone;
  if (phone === undefined) {
    throw new WebApiError(404, 'NOT_FOUND', 'account.noPhoneChange', {
      fields: [fieldProblem('code', 'none', 'account.noPhoneChange')],
    });
  }
  await consumeCode(ctx.db, ctx.secret, 'phone-change', codeTarget(userId, phone), code, ctx.now());
  await ctx.db.transaction(async (tx) => {
    const taken = await tx.query(
      "select 1 from users where kind = 'customer' and phone = $1 and id <> $2",
      [phone, userId],
    );
    if (taken.rows.length > 0) {
      throw new WebApiError(409, 'CONFLICT', 'auth.phoneTaken', {
        fields: [fieldProblem('code', 'duplicate', 'auth.phoneUsed')],
      });
    }
    await tx.query('update users set phone = $2, updated_at = $3 where id = $1', [
      userId,
      phone,
      new Date(ctx.now()),
    ]);
    await tx.query('delete from phone_changes where user_id = $1', [userId]);
  });
  return phone;
}
