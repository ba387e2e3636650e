import type { Language } from '@agency/core';
import type { SignedInCaller } from '../access/caller';
import { notFound } from '../base/web-api-error';
import type { CallContext } from '../context/call-context';
import { pendingEmailOf } from './email-confirmation';
import { pendingPhoneOf } from './phone-change';
import { linkedProvidersOf } from './social-accounts';

/** A person's row as the settings read it. */
export interface PersonRow {
  id: string;
  kind: 'customer' | 'admin';
  name: string;
  email: string | null;
  phone: string | null;
  // The column's check constraint allows exactly these.
  lang: Language;
  email_confirmed_at: Date | null;
  password_hash: string | null;
  review_emails: boolean;
}

// An anonymous caller (a pair the role tables granted to anonymous) has no user row: 404, as for a deleted user.
export function signedIn(ctx: CallContext): SignedInCaller {
  if (ctx.caller.kind === 'anonymous') throw notFound('user');
  return ctx.caller;
}

/** The signed-in caller's own row; 404 when it is gone. */
export async function person(ctx: CallContext): Promise<PersonRow> {
  const { rows } = await ctx.db.query<PersonRow>(
    'select id, kind, name, email, phone, lang, email_confirmed_at, password_hash, review_emails from users where id = $1',
    [signedIn(ctx).userId],
  );
  if (!rows[0]) throw notFound('user');
  return rows[0];
}

/** The customer settings of a user row (contract AccountSettings), with the address waiting for confirmation. */
export async function accountSettings(ctx: CallContext, row: PersonRow) {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    lang: row.lang,
    emailConfirmed: row.email_confirmed_at !== null,
    pendingEmail: await pendingEmailOf(ctx, row.id, row.email),
    pendingPhone: await pendingPhoneOf(ctx, row.id),
    linkedProviders: await linkedProvidersOf(ctx.db, row.id),
    reviewEmails: row.review_emails,
  };
}

/** The admin settings of a user row (contract AdminSettings). */
export function adminSettings(row: PersonRow) {
  return { name: row.name, email: row.email ?? '', lang: row.lang };
}

/** Reads the caller's settings screen data. */
export async function settingsOf(ctx: CallContext) {
  const row = await person(ctx);
  return row.kind === 'admin' ? adminSettings(row) : accountSettings(ctx, row);
}
