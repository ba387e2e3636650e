import { isoTime } from '../http/calendar';
import { badRequest, googleError, notFound } from '../http/google-error';
import { parseJsonObject } from '../http/json-object';
import { jsonResponse } from '../http/json-response';
import { bindQuery } from '../http/query-params';
import { MAX_BODY_BYTES } from '../http/read-body';
import type { Review } from '../v4-types';
import { locationInAccount } from './access';
import type { ApiCall, ApiHandler } from './api-call';
import { validationFailed } from './validation-error';

/** The longest reply the reference allows: 4096 bytes (of UTF-8, so about 2048 Cyrillic letters). */
export const MAX_REPLY_BYTES = 4096;

function findReview(call: ApiCall): Review | undefined {
  const { accountId = '', locationId = '', reviewId = '' } = call.params;
  const stored = locationInAccount(call.ctx, call.caller.user, accountId, locationId);
  return (
    stored &&
    call.ctx.state.reviews.get(stored.location.name)?.find((entry) => entry.reviewId === reviewId)
  );
}

/**
 * PUT mybusiness.googleapis.com/v4/{name=accounts/{accountId}/locations/{locationId}/reviews/{reviewId}}/reply with a
 * ReviewReply `{comment}`: creates or replaces the owner's reply and answers it; a comment over
 * 4096 UTF-8 bytes is a 400.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews/updateReply
 */
export const updateReply: ApiHandler = (call) => {
  const bound = bindQuery(call.url.searchParams, {});
  if (!bound.ok) return bound.response;
  if (call.bodyText === undefined) {
    return googleError(400, `Request payload size exceeds the limit: ${MAX_BODY_BYTES} bytes.`);
  }
  const body = parseJsonObject(call.bodyText);
  if (!body.ok) return badRequest([{ field: 'review_reply', description: body.message }]);
  for (const [key, value] of Object.entries(body.value)) {
    if (key !== 'comment' && key !== 'updateTime') {
      return badRequest([
        {
          field: 'review_reply',
          description: `Invalid JSON payload received. Unknown name "${key}" at 'review_reply': Cannot find field.`,
        },
      ]);
    }
    if (key === 'comment' && typeof value !== 'string') {
      return badRequest([
        {
          field: 'review_reply.comment',
          description: `Invalid value at 'review_reply.comment' (TYPE_STRING), ${JSON.stringify(value)}`,
        },
      ]);
    }
  }
  const review = findReview(call);
  if (!review) return notFound();
  const comment = typeof body.value.comment === 'string' ? body.value.comment : '';
  if (comment.trim() === '') {
    return validationFailed([
      { code: 'MISSING_VALUE', field: 'comment', message: 'The reply comment is required.' },
    ]);
  }
  if (new TextEncoder().encode(comment).byteLength > MAX_REPLY_BYTES) {
    return validationFailed([
      {
        code: 'VALUE_OUTSIDE_ALLOWED_RANGE',
        field: 'comment',
        message: `The reply is longer than ${MAX_REPLY_BYTES} bytes.`,
      },
    ]);
  }
  review.reviewReply = { comment, updateTime: isoTime(call.ctx.now()) };
  return jsonResponse(200, review.reviewReply);
};

/**
 * DELETE mybusiness.googleapis.com/v4/{name=accounts/{accountId}/locations/{locationId}/reviews/{reviewId}}/reply: removes the
 * owner's reply and answers `{}`; 404 when the review has none.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews/deleteReply
 */
export const deleteReply: ApiHandler = (call) => {
  const bound = bindQuery(call.url.searchParams, {});
  if (!bound.ok) return bound.response;
  const review = findReview(call);
  if (!review?.reviewReply) return notFound();
  delete review.reviewReply;
  return jsonResponse(200, {});
};
