import { notFound } from '../base/web-api-error';
import { customerOwner, type HandlerTable, rowHandler } from '../context/call-context';
import { answeringConstraints } from '../db/constraint-answer';
import { connectionStatus, disconnect, finishConnect, startConnect } from '../google/connect';
import { commitGoogleImport, previewGoogleImport } from '../google/google-import';
import { resolveGoogleChanges } from '../google/resolve-changes';
import { readLocation } from '../pins/location-store';

/** Google/* (the account's own Google Business Profile connection and the import from it) and Locations/resolveGoogle. */
export const googleHandlers: HandlerTable = {
  'Google/status': (ctx) => connectionStatus(ctx, customerOwner(ctx)),
  'Google/connectStart': (ctx) => startConnect(ctx, 'customer', customerOwner(ctx)),
  'Google/connectFinish': (ctx, { code, state, flow }) =>
    finishConnect(ctx, 'customer', customerOwner(ctx), { code, state, flow }),
  'Google/disconnect': async (ctx) => {
    await disconnect(ctx, customerOwner(ctx));
    return { disconnected: true };
  },
  'Google/importPreview': (ctx) => previewGoogleImport(ctx, customerOwner(ctx)),
  'Google/importCommit': (ctx, { choices }) => commitGoogleImport(ctx, customerOwner(ctx), choices),
  'Locations/resolveGoogle': rowHandler<'Locations/resolveGoogle'>(
    async (ctx, { id, accept = [], overwrite = [] }) => {
      const owner = customerOwner(ctx);
      // The answer is read in the transaction: a job worker woken by its commit may already have pushed it.
      const item = await answeringConstraints(
        () =>
          ctx.db.transaction(async (tx) => {
            await resolveGoogleChanges(
              tx,
              ctx.googleJobs,
              owner,
              id,
              { accept, overwrite },
              ctx.now(),
            );
            return readLocation(tx, owner, id, ctx.lang);
          }),
        { field: () => 'accept', duplicate: 'record.storeCodeTaken' },
      );
      if (item === null) throw notFound('location');
      return { item };
    },
  ),
};
