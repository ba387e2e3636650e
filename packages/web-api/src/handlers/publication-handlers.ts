import { type HandlerTable, rowHandler } from '../context/call-context';
import { requestPublish } from '../google/local-posts';

/** Publications/publishGoogle: a publication put on (or taken off) linked Google listings, queued for Google. */
export const publicationHandlers: HandlerTable = {
  'Publications/publishGoogle': rowHandler<'Publications/publishGoogle'>(
    (ctx, { id, locationIds }) => requestPublish(ctx, id, locationIds),
  ),
};
