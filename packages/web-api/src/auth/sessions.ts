import type { CallContext } from '../context/call-context';
import { TOKEN_TTL_SECONDS, type TokenKind } from './tokens';

/** The contract's Session: a token and the alternate it acts as. */
export interface SessionAnswer {
  jwt: string;
  alternate: { owner: string; sid: string; name: string };
}

/** Opens a session for a user and signs its token; customers act for `owner` (themselves by default). */
export async function openSession(
  ctx: CallContext,
  userId: string,
  kind: TokenKind,
  owner: string | null = kind === 'customer' ? userId : null,
): Promise<{ jwt: string; sid: string }> {
  const nowMs = ctx.now();
  // Sessions over for a day go with the next one of their user: the table does not grow without end.
  await ctx.db.query('delete from sessions where user_id = $1 and expires_at < $2', [
    userId,
    new Date(nowMs - 24 * 3600 * 1000),
  ]);
  const { rows } = await ctx.db.query<{ id: string }>(
    'insert into sessions (user_id, owner_id, audience, created_at, expires_at) values ($1, $2, $3, $4, $5) returning id',
    [userId, owner, kind, new Date(nowMs), new Date(nowMs + TOKEN_TTL_SECONDS[kind] * 1000)],
  );
  const sid = rows[0]?.id as string;
  const jwt = await ctx.tokens.sign({ kind, sub: userId, sid, owner });
  return { jwt, sid };
}

/** Opens a customer session and answers the contract's Session. */
export async function customerSession(ctx: CallContext, userId: string): Promise<SessionAnswer> {
  const { jwt, sid } = await openSession(ctx, userId, 'customer');
  const { rows } = await ctx.db.query<{ name: string }>('select name from users where id = $1', [
    userId,
  ]);
  return { jwt, alternate: { owner: userId, sid, name: rows[0]?.name ?? '' } };
}
