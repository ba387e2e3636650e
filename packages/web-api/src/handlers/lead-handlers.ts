import type { HandlerTable } from '../context/call-context';
import { inviteLead } from '../leads/invite-lead';
import { signLeadStart } from '../leads/start-token';
import { submitLead } from '../leads/submit-lead';

/** Leads/start and Leads/submit: the landing's quote request; Clients/invite: a won lead to an account (issue 28). */
export const leadHandlers: HandlerTable = {
  'Leads/start': async (ctx) => ({ started: signLeadStart(ctx.secret, ctx.now()) }),
  'Leads/submit': async (ctx, { item }) => {
    const lead = await submitLead(ctx, item, ctx.userAgent);
    // Suspected spam is answered as a success: a bot learns nothing, a person loses nothing (an admin releases it).
    if (lead.spam.length > 0) ctx.log(`[leads] suspected spam kept (${lead.spam.join(', ')})`);
    return { received: true };
  },
  'Clients/invite': async (ctx, { id }) => inviteLead(ctx, id),
};
