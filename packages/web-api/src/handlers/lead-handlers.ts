import type { HandlerTable } from '../context/call-context';
import { inviteLead } from '../leads/invite-lead';
import { createLeadChallenge } from '../leads/lead-challenge';
import { signLeadStart } from '../leads/start-token';
import { submitLead } from '../leads/submit-lead';

/** Leads/start and Leads/submit: the landing's quote request; Clients/invite: a won lead to an account (issue 28). */
export const leadHandlers: HandlerTable = {
  'Leads/start': async (ctx) => {
    const started = signLeadStart(ctx.secret, ctx.now());
    const key = ctx.leads.challengeKey;
    return key === null
      ? { started }
      : { started, challenge: await createLeadChallenge(key, ctx.now()) };
  },
  'Leads/submit': async (ctx, { item }) => {
    const lead = await submitLead(ctx, item, ctx.userAgent);
    // Suspected spam is answered as a success: a bot learns nothing, a person loses nothing (an admin releases it).
    if (lead.spam.length > 0) ctx.log(`[leads] suspected spam kept (${lead.spam.join(', ')})`);
    return { received: true };
  },
  'Clients/invite': async (ctx, { id }) => inviteLead(ctx, id),
};
