import { notFound } from '../http/google-error';
import { jsonResponse } from '../http/json-response';
import { bindQuery } from '../http/query-params';
import { locationInAccount } from './access';
import type { ApiHandler } from './api-call';
import { reviewView } from './review-view';

/**
 * GET mybusiness.googleapis.com/v4/{name=accounts/{accountId}/locations/{locationId}/reviews/{reviewId}}: one review; 404 when
 * it does not exist or was deleted.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews/get
 */
export const getReview: ApiHandler = ({ ctx, caller, url, params }) => {
  const bound = bindQuery(url.searchParams, {});
  if (!bound.ok) return bound.response;
  const { accountId = '', locationId = '', reviewId = '' } = params;
  const stored = locationInAccount(ctx, caller.user, accountId, locationId);
  const review =
    stored &&
    ctx.state.reviews.get(stored.location.name)?.find((entry) => entry.reviewId === reviewId);
  if (!review) return notFound();
  return jsonResponse(200, reviewView(review, accountId, locationId));
};
