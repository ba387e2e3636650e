// Rule "won turns the lead into a client and, if asked, invites them to an account" (issue 28):
// only a won lead with an e-mail is invited; the invitation's link lasts a week; the mail is in the
// lead's own language, the account speaks the nearest language of the account area.
import { type AreaLanguage, areaLanguage } from './area-language';
import type { Language } from './languages';
import type { LeadStatus } from './lead-rules';

/** How long an invitation's link works: a week, as people read such mail later than a code's. */
export const LEAD_INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** Why a client cannot be invited: it is no won lead, or it has no e-mail to invite. */
export type LeadInviteRefusal = 'notWon' | 'noEmail';

/** Why a client cannot be invited now, or null when it can (a won lead with an e-mail). */
export function leadInviteRefusal(client: {
  readonly status: LeadStatus | null;
  readonly email: string | null;
}): LeadInviteRefusal | null {
  if (client.status !== 'won') return 'notWon';
  return client.email === null || client.email.trim() === '' ? 'noEmail' : null;
}

/** The languages of an invitation: the mail in the lead's own, the account in the area's nearest (es reads English). */
export function invitationLanguages(leadLang: Language): {
  readonly mail: Language;
  readonly account: AreaLanguage;
} {
  return { mail: leadLang, account: areaLanguage(leadLang) };
}
