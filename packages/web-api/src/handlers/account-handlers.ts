import { sendEmailConfirmation } from '../auth/email-confirmation';
import { normalizeEmail, normalizePhone } from '../auth/normalize';
import { hashPassword, verifyPassword } from '../auth/password';
import { answeringConstraints } from '../db/constraint-answer';
import type { Db } from '../db/db';
import { fieldError, notFound, WebApiError } from '../http/web-api-error';
import type { CallContext, HandlerTable } from './call-context';

interface PersonRow {
  id: string;
  kind: 'customer' | 'admin';
  name: string;
  email: string | null;
  phone: string | null;
  lang: string;
  email_confirmed_at: Date | null;
  password_hash: string | null;
}

async function person(ctx: CallContext): Promise<PersonRow> {
  const { rows } = await ctx.db.query<PersonRow>(
    'select id, kind, name, email, phone, lang, email_confirmed_at, password_hash from users where id = $1',
    [ctx.caller.userId],
  );
  if (!rows[0]) throw notFound('user');
  return rows[0];
}

/** The customer settings of a user row (contract AccountSettings). */
function accountSettings(row: PersonRow) {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    lang: row.lang,
    emailConfirmed: row.email_confirmed_at !== null,
  };
}

/** The admin settings of a user row (contract AdminSettings). */
function adminSettings(row: PersonRow) {
  return { name: row.name, email: row.email ?? '', lang: row.lang };
}

/** Reads the caller's settings screen data. */
export async function settingsOf(ctx: CallContext) {
  const row = await person(ctx);
  return row.kind === 'admin' ? adminSettings(row) : accountSettings(row);
}

// A unique index refuses a second account with the same e-mail or phone: answer 409, not 500.
function unique<T>(run: () => Promise<T>, field: string): Promise<T> {
  return answeringConstraints(run, {
    field: () => field,
    duplicate: `This ${field} is already used by another account`,
  });
}

async function update(
  db: Db,
  id: string,
  sets: Record<string, unknown>,
  nowMs: number,
): Promise<void> {
  const entries = Object.entries(sets);
  if (entries.length === 0) return;
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`);
  await db.query(
    `update users set ${assignments.join(', ')}, updated_at = $${entries.length + 2} where id = $1`,
    [id, ...entries.map(([, value]) => value), new Date(nowMs)],
  );
}

/** Index/profile, the Account controller and the AdminAccount controller. */
export const accountHandlers: HandlerTable = {
  'Index/profile': async (ctx) => {
    const row = await person(ctx);
    return {
      profile: {
        id: row.id,
        kind: row.kind,
        name: row.name,
        email: row.email,
        phone: row.phone,
        lang: row.lang,
        emailConfirmed: row.email_confirmed_at !== null,
        owner: ctx.caller.owner,
      },
    };
  },

  'Account/settings': async (ctx) => ({ settings: accountSettings(await person(ctx)) }),

  'Account/updateSettings': async (ctx, payload) => {
    const row = await person(ctx);
    const sets: Record<string, unknown> = {};
    if (payload.name !== undefined) sets.name = payload.name.trim();
    if (payload.lang !== undefined) sets.lang = payload.lang;
    if (payload.phone !== undefined)
      sets.phone = payload.phone === null ? null : normalizePhone(payload.phone);
    const email = payload.email === undefined ? undefined : normalizeEmail(payload.email);
    const emailChanged = email !== undefined && email !== row.email;
    if (emailChanged) {
      sets.email = email;
      sets.email_confirmed_at = null;
    }
    await unique(() => update(ctx.db, row.id, sets, ctx.now()), emailChanged ? 'email' : 'phone');
    if (emailChanged) await sendEmailConfirmation(ctx, row.id, email);
    return { settings: accountSettings(await person(ctx)) };
  },

  'Account/changePassword': async (ctx, { currentPassword, newPassword }) => {
    const row = await person(ctx);
    if (!(await verifyPassword(currentPassword, row.password_hash))) {
      throw fieldError('currentPassword', 'invalid', 'The current password is wrong');
    }
    await update(ctx.db, row.id, { password_hash: await hashPassword(newPassword) }, ctx.now());
    // Other sessions end; the one in use stays.
    await ctx.db.query(
      'update sessions set revoked_at = $3 where user_id = $1 and id <> $2 and revoked_at is null',
      [row.id, ctx.caller.sid, new Date(ctx.now())],
    );
    return { changed: true };
  },

  'AdminAccount/settings': async (ctx) => ({ settings: adminSettings(await person(ctx)) }),

  'AdminAccount/update': async (ctx, payload) => {
    const row = await person(ctx);
    const sets: Record<string, unknown> = {};
    if (payload.name !== undefined) sets.name = payload.name.trim();
    if (payload.lang !== undefined) sets.lang = payload.lang;
    const email = payload.email === undefined ? undefined : normalizeEmail(payload.email);
    const sensitive =
      (email !== undefined && email !== row.email) || payload.newPassword !== undefined;
    if (sensitive) {
      if (payload.currentPassword === undefined) {
        throw fieldError(
          'currentPassword',
          'required',
          'Enter your current password to change e-mail or password',
        );
      }
      if (!(await verifyPassword(payload.currentPassword, row.password_hash))) {
        throw fieldError('currentPassword', 'invalid', 'The current password is wrong');
      }
      if (email !== undefined) sets.email = email;
      if (payload.newPassword !== undefined)
        sets.password_hash = await hashPassword(payload.newPassword);
    }
    await unique(() => update(ctx.db, row.id, sets, ctx.now()), 'email');
    return { settings: adminSettings(await person(ctx)) };
  },
};
