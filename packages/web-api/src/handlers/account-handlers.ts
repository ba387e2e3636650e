import { writeAudit } from '../admin/audit-log';
import { checkCurrentPassword } from '../auth/current-password';
import {
  emailOwner,
  notifyCredentialChange,
  sendEmailConfirmation,
} from '../auth/email-confirmation';
import { normalizeEmail, storedOrKeptPhone } from '../auth/normalize';
import { hashPassword } from '../auth/password';
import { assertAcceptablePassword } from '../auth/password-policy';
import { accountSettings, adminSettings, person, signedIn } from '../auth/person-settings';
import { confirmPhoneChange, requestPhoneChange } from '../auth/phone-change';
import type { CallContext, HandlerTable } from '../context/call-context';
import { answeringConstraints } from '../db/constraint-answer';
import type { Db } from '../db/db';

// The other sessions of the person end (a new password or address); the one in use stays.
async function revokeOtherSessions(ctx: CallContext): Promise<void> {
  const { userId, sid } = signedIn(ctx);
  await ctx.db.query(
    'update sessions set revoked_at = $3 where user_id = $1 and id <> $2 and revoked_at is null',
    [userId, sid, new Date(ctx.now())],
  );
}

// A unique index refuses a second account with the same e-mail or phone: answer 409, not 500.
function unique<T>(run: () => Promise<T>, field: 'email' | 'phone'): Promise<T> {
  return answeringConstraints(run, {
    field: () => field,
    duplicate: field === 'phone' ? 'auth.phoneTaken' : 'auth.emailTaken',
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
        owner: ctx.caller.kind === 'customer' ? ctx.caller.owner : null,
      },
    };
  },

  'Account/settings': async (ctx) => ({ settings: await accountSettings(ctx, await person(ctx)) }),

  // A stolen token must not be enough to take the account: a new e-mail or phone needs the password,
  // a new e-mail signs in only once confirmed, a new phone only once its code is entered, and the
  // current address hears of every such change. An address or number another account uses answers
  // the same (pending), so the call tells nobody who has an account; its owner is told instead.
  'Account/updateSettings': async (ctx, payload) => {
    const row = await person(ctx);
    const sets: Record<string, unknown> = {};
    if (payload.name !== undefined) sets.name = payload.name.trim();
    // The call's `lang` is the page's; the account's language is only what the person chose.
    if (payload.preferredLang !== undefined) sets.lang = payload.preferredLang;
    if (payload.reviewEmails !== undefined) sets.review_emails = payload.reviewEmails;
    // The link and the code go out in the language the account has after this call.
    const written = { ...ctx, lang: payload.preferredLang ?? row.lang };
    const phone =
      payload.phone === undefined
        ? undefined
        : payload.phone === null
          ? null
          : storedOrKeptPhone(payload.phone, row.phone, 'phone');
    const phoneChanged = phone !== undefined && phone !== row.phone;
    const email = payload.email === undefined ? undefined : normalizeEmail(payload.email);
    const emailChanged = email !== undefined && email !== row.email;
    if (phoneChanged || emailChanged) await checkCurrentPassword(ctx, row, payload.currentPassword);
    // Removing the number claims nothing: it applies at once.
    if (phoneChanged && phone === null) sets.phone = null;
    await unique(() => update(ctx.db, row.id, sets, ctx.now()), 'phone');
    if (emailChanged) {
      await notifyCredentialChange(ctx, row.email, written.lang, { kind: 'email-change', email });
      await sendEmailConfirmation(
        written,
        row.id,
        email,
        await emailOwner(ctx, row.kind, email, row.id),
      );
    }
    if (phoneChanged && phone !== null) await requestPhoneChange(written, row.id, phone);
    if (phoneChanged && phone === null) {
      await notifyCredentialChange(ctx, row.email, written.lang, { kind: 'phone-removed' });
    }
    return { settings: await accountSettings(ctx, await person(ctx)) };
  },

  'Account/confirmPhone': async (ctx, { code }) => {
    const row = await person(ctx);
    const phone = await confirmPhoneChange(ctx, row.id, code);
    await notifyCredentialChange(ctx, row.email, row.lang, { kind: 'phone-change', phone });
    return { settings: await accountSettings(ctx, await person(ctx)) };
  },

  'Account/changePassword': async (ctx, { currentPassword, newPassword }) => {
    const row = await person(ctx);
    await checkCurrentPassword(ctx, row, currentPassword);
    assertAcceptablePassword(newPassword, 'newPassword');
    await update(ctx.db, row.id, { password_hash: await hashPassword(newPassword) }, ctx.now());
    await revokeOtherSessions(ctx);
    await notifyCredentialChange(ctx, row.email, row.lang, { kind: 'password-changed' });
    return { changed: true };
  },

  'AdminAccount/settings': async (ctx) => ({ settings: adminSettings(await person(ctx)) }),

  'AdminAccount/update': async (ctx, payload) => {
    const row = await person(ctx);
    const sets: Record<string, unknown> = {};
    if (payload.name !== undefined) sets.name = payload.name.trim();
    // The call's `lang` is the page's; the admin's language is only what the admin chose.
    if (payload.preferredLang !== undefined) sets.lang = payload.preferredLang;
    const email = payload.email === undefined ? undefined : normalizeEmail(payload.email);
    const sensitive =
      (email !== undefined && email !== row.email) || payload.newPassword !== undefined;
    if (sensitive) {
      await checkCurrentPassword(ctx, row, payload.currentPassword);
      if (payload.newPassword !== undefined) {
        assertAcceptablePassword(payload.newPassword, 'newPassword');
        sets.password_hash = await hashPassword(payload.newPassword);
      }
      if (email !== undefined) sets.email = email;
    }
    await unique(() => update(ctx.db, row.id, sets, ctx.now()), 'email');
    if (sensitive) {
      await revokeOtherSessions(ctx);
      const changed = [
        ...(email !== undefined && email !== row.email ? ['email'] : []),
        ...(payload.newPassword !== undefined ? ['password'] : []),
      ];
      // The audit names what changed; the e-mail values are kept, the password never.
      await writeAudit(
        ctx.db,
        ctx.caller,
        {
          action: 'AdminAccount/update',
          entity: 'users',
          entityId: row.id,
          entityName: email ?? row.email,
          before: { email: row.email, changed },
          after: { email: email ?? row.email, changed },
        },
        ctx.now(),
      );
      if (email !== undefined && email !== row.email) {
        await notifyCredentialChange(ctx, row.email, row.lang, { kind: 'email-changed', email });
      }
      if (payload.newPassword !== undefined) {
        await notifyCredentialChange(ctx, row.email, row.lang, { kind: 'password-changed' });
      }
    }
    return { settings: adminSettings(await person(ctx)) };
  },
};
