import { randomBytes } from 'node:crypto';
import { localizePath } from '@agency/core';
import {
  invitationLanguages,
  LEAD_INVITATION_TTL_MS,
  type LeadStatus,
  leadInviteRefusal,
} from '@agency/core/forms';
import { writeAudit } from '../admin/audit-log';
import { assertUserWrite, pairsOfRoles } from '../admin/grant-guard';
import { emailTokenHash } from '../auth/email-confirmation';
import { normalizeEmail } from '../auth/normalize';
import { enqueueMessage } from '../auth/outbox';
import { fieldError, notFound } from '../base/web-api-error';
import type { CallContext } from '../context/call-context';
import type { Db } from '../db/db';

/** What Clients/invite did: the account given to the lead, whether it was created, whether it was mailed an invitation. */
export interface LeadInvitation {
  accountId: string;
  created: boolean;
  invited: boolean;
}

interface ClientRow {
  name: string;
  email: string | null;
  lead_status: LeadStatus | null;
  lead_lang: 'ru' | 'ua' | 'en' | 'es' | null;
  lead_account: string | null;
}

// The customer account of an address: the one there is, or a new one without a password.
async function accountFor(
  tx: Db,
  email: string,
  name: string,
  lang: string,
  nowMs: number,
): Promise<{ id: string; created: boolean; hasPassword: boolean }> {
  const { rows } = await tx.query<{ id: string; password_hash: string | null }>(
    `select id, password_hash from users where kind = 'customer' and lower(email) = $1`,
    [email],
  );
  const found = rows[0];
  if (found) return { id: found.id, created: false, hasPassword: found.password_hash !== null };
  const { rows: made } = await tx.query<{ id: string }>(
    `insert into users (kind, email, name, lang, created_at, updated_at)
     values ('customer', $1, $2, $3, $4, $4) returning id`,
    [email, name, lang, new Date(nowMs)],
  );
  const id = String(made[0]?.id);
  await tx.query(`insert into user_roles (user_id, role) values ($1, 'customer')`, [id]);
  return { id, created: true, hasPassword: false };
}

/**
 * Clients/invite: a won lead with an e-mail (core leadInviteRefusal) gets the customer account of
 * its address, created without a password or linked when there is one, in ONE transaction with the
 * audit entry and, for an account without a password, the invitation: a one-time token stored hashed
 * as e-mail confirmations are (older links of the account stop working), and its link mailed through
 * the outbox in the lead's language. The link opens the e-mail confirmation page, where the person
 * sets a password (Auth/confirmEmail with `password`). Giving the customer role follows the grant
 * rule: the caller must hold what the role holds.
 */
export async function inviteLead(ctx: CallContext, clientId: string): Promise<LeadInvitation> {
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<ClientRow>(
      'select name, email, lead_status, lead_lang, lead_account from clients where id = $1 for update',
      [clientId],
    );
    const client = rows[0];
    if (!client) throw notFound();
    const refusal = leadInviteRefusal({ status: client.lead_status, email: client.email });
    if (refusal !== null)
      throw fieldError(
        'id',
        'invalid',
        refusal === 'notWon' ? 'lead.inviteNotWon' : 'lead.inviteNoEmail',
      );
    const nowMs = ctx.now();
    const email = normalizeEmail(client.email ?? '');
    const langs = invitationLanguages(client.lead_lang ?? 'ru');
    await assertUserWrite(tx, await pairsOfRoles(tx, ctx.caller.roles), {
      subaction: 'create',
      before: null,
      changes: { kind: 'customer', roles: ['customer'] },
    });
    const account = await accountFor(tx, email, client.name, langs.account, nowMs);
    await tx.query('update clients set lead_account = $2 where id = $1', [clientId, account.id]);
    const invited = !account.hasPassword;
    if (invited) {
      const token = randomBytes(24).toString('base64url');
      // Built from the configured public origin only, never from a request header.
      const link = `${ctx.siteUrl}${localizePath('/email-confirmation', langs.mail)}?token=${token}`;
      await tx.query(
        'update email_tokens set used_at = $2 where user_id = $1 and used_at is null',
        [account.id, new Date(nowMs)],
      );
      await tx.query(
        `insert into email_tokens (token_hash, user_id, email, expires_at, invitation)
         values ($1, $2, $3, $4, true)`,
        [emailTokenHash(token), account.id, email, new Date(nowMs + LEAD_INVITATION_TTL_MS)],
      );
      await enqueueMessage(
        tx,
        { channel: 'email', to: email, lang: langs.mail, content: { kind: 'invitation', link } },
        nowMs,
      );
    }
    const result = { accountId: account.id, created: account.created, invited };
    await writeAudit(
      tx,
      ctx.caller,
      {
        action: 'Clients/invite',
        entity: 'clients',
        entityId: clientId,
        entityName: client.name,
        before: { accountId: client.lead_account },
        after: result,
      },
      nowMs,
    );
    return result;
  });
}
