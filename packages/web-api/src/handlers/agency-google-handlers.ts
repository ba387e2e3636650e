import type { HandlerTable } from '../context/call-context';
import { agencyListings, linkForCustomer, unlinkAgency } from '../google/agency-links';
import { connectionStatus, disconnect, finishConnect, startConnect } from '../google/connect';
import { syncProblems } from '../google/sync-problems';

/** AgencyGoogle/* (the agency's own connection, linking its listings to customers) and GoogleSync/problems. */
export const agencyGoogleHandlers: HandlerTable = {
  'AgencyGoogle/status': (ctx) => connectionStatus(ctx, null),
  'AgencyGoogle/connectStart': (ctx) => startConnect(ctx, 'agency', null),
  'AgencyGoogle/connectFinish': (ctx, { code, state, flow }) =>
    finishConnect(ctx, 'agency', null, { code, state, flow }),
  'AgencyGoogle/disconnect': async (ctx) => {
    await disconnect(ctx, null);
    return { disconnected: true };
  },
  'AgencyGoogle/locations': (ctx) => agencyListings(ctx),
  'AgencyGoogle/link': (ctx, { name, customer }) => linkForCustomer(ctx, name, customer),
  'AgencyGoogle/unlink': async (ctx, { name }) => {
    await unlinkAgency(ctx, name);
    return { unlinked: true };
  },
  'GoogleSync/problems': (ctx) => syncProblems(ctx.db, ctx.lang),
};
