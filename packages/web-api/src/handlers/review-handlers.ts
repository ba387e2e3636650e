import { type HandlerTable, rowHandler } from '../context/call-context';
import { requestReply } from '../google/review-reply';

/** Reviews/reply and Reviews/deleteReply: the merchant's reply to a review from Google, queued for Google. */
export const reviewHandlers: HandlerTable = {
  'Reviews/reply': rowHandler<'Reviews/reply'>((ctx, { id, reply }) =>
    requestReply(ctx, id, reply),
  ),
  'Reviews/deleteReply': rowHandler<'Reviews/deleteReply'>((ctx, { id }) =>
    requestReply(ctx, id, null),
  ),
};
