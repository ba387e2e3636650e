import { randomUUID } from 'node:crypto';
import type { AdminCaller } from '../access/caller';
import { writeAudit } from '../admin/audit-log';
import { alternatesOf } from '../auth/alternates';
import { confirmEmailToken } from '../auth/email-confirmation';
import { normalizeEmail, storedPhone } from '../auth/normalize';
import {
  CODE_RULES,
  codesLocked,
  consumeCode,
  forgetCodeFailures,
  issueCode,
} from '../auth/one-time-codes';
import { enqueueMessage } from '../auth/outbox';
import { hashPassword, rehashIfOutdated, verifyPassword } from '../auth/password';
import { passwordAccountKey, startPasswordCheck } from '../auth/password-attempts';
import { assertAcceptablePassword } from '../auth/password-policy';
import { countCodeRequest as countTargetCodeRequest } from '../auth/rate-limit';
import { customerSession, openSession } from '../auth/sessions';
import { fieldError, WebApiError } from '../base/web-api-error';
import type { CallContext, HandlerTable } from '../context/call-context';

const CODE_SENT = {
  sent: true,
  expiresIn: CODE_RULES.ttlSeconds,
  attempts: CODE_RULES.attempts,
} as const;

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomUUID());
  return dummy;
}

interface UserRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string | null;
  email_confirmed_at: Date | null;
}

async function userByEmail(ctx: CallContext, kind: 'customer' | 'admin', email: string) {
  const { rows } = await ctx.db.query<UserRow>(
    'select id, name, email, phone, password_hash, email_confirmed_at from users where kind = $1 and lower(email) = $2',
    [kind, email],
  );
  return rows[0] ?? null;
}

/** Checks e-mail and password; the attempt is counted first (per account and IP, per account, per IP). */
async function passwordSignIn(
  ctx: CallContext,
  kind: 'customer' | 'admin',
  rawEmail: string,
  password: string,
) {
  const email = normalizeEmail(rawEmail);
  const check = await startPasswordCheck(
    ctx.db,
    passwordAccountKey(kind, email),
    ctx.ipKey,
    ctx.now(),
  );
  const user = await userByEmail(ctx, kind, email);
  // Hash even for an unknown address so the answer time does not tell which addresses exist.
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
  if (!user || !ok) throw fieldError('password', 'invalid_credentials', 'auth.wrongCredentials');
  await check.passed();
  await rehashIfOutdated(ctx.db, user.id, password, user.password_hash);
  // The owner signed in with the password: wrong codes guessed at their number and address are forgotten.
  await forgetCodeFailures(ctx.db, [
    { purpose: 'phone-sign-in', target: user.phone },
    { purpose: 'recovery', target: user.email },
  ]);
  return user;
}

/** Counts a code request, or refuses it (429) above the per-address or per-IP limit. */
function countCodeRequest(ctx: CallContext, target: string): Promise<void> {
  return countTargetCodeRequest(ctx.db, target, ctx.ipKey, ctx.now());
}

/** Auth controller (customer sign-in, codes, recovery, e-mail confirmation, sessions) and Admin/login. */
export const authHandlers: HandlerTable = {
  'Auth/signIn': async (ctx, { email, password }) => {
    const user = await passwordSignIn(ctx, 'customer', email, password);
    return customerSession(ctx, user.id);
  },

  'Auth/phoneSignIn': async (ctx, { phone }) => {
    const target = storedPhone(phone, 'phone');
    await countCodeRequest(ctx, target);
    const { rows } = await ctx.db.query<{ id: string }>(
      "select id from users where kind = 'customer' and phone = $1",
      [target],
    );
    // Unknown numbers, and numbers whose codes stopped after too many wrong ones, get the same answer
    // and no SMS, so the call does not reveal who is a customer. The SMS leaves later, from the outbox
    // committed with its code: the answer never waits for it.
    if (rows[0] && !(await codesLocked(ctx.db, 'phone-sign-in', target))) {
      await ctx.db.transaction(async (tx) => {
        const code = await issueCode(tx, ctx.secret, 'phone-sign-in', target, ctx.now());
        const content = { kind: 'sign-in-code', code } as const;
        await enqueueMessage(
          tx,
          { channel: 'sms', to: target, lang: ctx.lang, content },
          ctx.now(),
        );
      });
    }
    return CODE_SENT;
  },

  'Auth/confirm': async (ctx, { phone, code }) => {
    const target = storedPhone(phone, 'phone');
    await consumeCode(ctx.db, ctx.secret, 'phone-sign-in', target, code, ctx.now());
    const { rows } = await ctx.db.query<{ id: string }>(
      "select id from users where kind = 'customer' and phone = $1",
      [target],
    );
    if (!rows[0]) throw fieldError('code', 'invalid', 'auth.codeWrong');
    return customerSession(ctx, rows[0].id);
  },

  'Auth/recover': async (ctx, { email }) => {
    const target = normalizeEmail(email);
    await countCodeRequest(ctx, target);
    const user = await userByEmail(ctx, 'customer', target);
    // Codes go only to a confirmed address: never to one a stolen session just typed in.
    if (user?.email_confirmed_at && !(await codesLocked(ctx.db, 'recovery', target))) {
      await ctx.db.transaction(async (tx) => {
        const code = await issueCode(tx, ctx.secret, 'recovery', target, ctx.now());
        const content = { kind: 'recovery-code', code } as const;
        await enqueueMessage(
          tx,
          { channel: 'email', to: target, lang: ctx.lang, content },
          ctx.now(),
        );
      });
    }
    return CODE_SENT;
  },

  'Auth/recoverConfirm': async (ctx, { email, code, password }) => {
    const target = normalizeEmail(email);
    assertAcceptablePassword(password, 'password');
    await consumeCode(ctx.db, ctx.secret, 'recovery', target, code, ctx.now());
    const user = await userByEmail(ctx, 'customer', target);
    if (!user?.email_confirmed_at) throw fieldError('code', 'invalid', 'auth.codeWrong');
    const hash = await hashPassword(password);
    await ctx.db.transaction(async (tx) => {
      await tx.query('update users set password_hash = $2, updated_at = $3 where id = $1', [
        user.id,
        hash,
        new Date(ctx.now()),
      ]);
      // A new password ends every open session.
      await tx.query(
        'update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null',
        [user.id, new Date(ctx.now())],
      );
      const content = { kind: 'password-changed' } as const;
      await enqueueMessage(
        tx,
        { channel: 'email', to: target, lang: ctx.lang, content },
        ctx.now(),
      );
      // Recovery is the owner's action: codes to their number start afresh.
      await forgetCodeFailures(tx, [{ purpose: 'phone-sign-in', target: user.phone }]);
    });
    return customerSession(ctx, user.id);
  },

  'Auth/confirmEmail': (ctx, { token, password }) => confirmEmailToken(ctx, token, password),

  'Auth/signOut': async (ctx) => {
    // An anonymous caller has no session to end; signing out is done all the same.
    if (ctx.caller.kind !== 'anonymous') {
      await ctx.db.query('update sessions set revoked_at = $2 where id = $1', [
        ctx.caller.sid,
        new Date(ctx.now()),
      ]);
    }
    return { signedOut: true };
  },

  'Auth/alternates': async (ctx) => ({
    alternates: ctx.caller.kind === 'anonymous' ? [] : await alternatesOf(ctx.db, ctx.caller),
  }),

  'Auth/switchAccount': async (ctx, { owner, sid }) => {
    const caller = ctx.caller;
    if (caller.kind === 'anonymous' || sid !== caller.sid) {
      throw fieldError('sid', 'invalid', 'auth.notCurrentSession');
    }
    const target = (await alternatesOf(ctx.db, caller)).find(
      (alternate) => alternate.owner === owner,
    );
    if (!target) throw new WebApiError(403, 'FORBIDDEN', 'auth.notYourAccount');
    await ctx.db.query('update sessions set owner_id = $2 where id = $1', [sid, owner]);
    const jwt = await ctx.tokens.sign({ kind: 'customer', sub: caller.userId, sid, owner });
    return { jwt, alternate: target };
  },

  'Admin/login': async (ctx, { email, password }) => {
    const user = await passwordSignIn(ctx, 'admin', email, password);
    const { jwt, sid } = await openSession(ctx, user.id, 'admin');
    // The audit names who signed in: the new session's admin, not the anonymous caller.
    const admin: AdminCaller = {
      kind: 'admin',
      roles: [],
      userId: user.id,
      email: user.email,
      sid,
    };
    await writeAudit(
      ctx.db,
      admin,
      {
        action: 'Admin/login',
        entity: 'sessions',
        entityId: sid,
        entityName: user.email,
        before: null,
        after: { ip: ctx.ip },
      },
      ctx.now(),
    );
    return { jwt };
  },
};

/** The accounts the signed-in person may act for: their own and those granted in user_alternates. */
