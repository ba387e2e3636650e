import { badRequest, notFound } from '../http/google-error';
import { jsonResponse } from '../http/json-response';
import { pageOf, resolvePageSize } from '../http/paging';
import { bindQuery, int32Param } from '../http/query-params';
import type { Review } from '../v4-types';
import { locationInAccount } from './access';
import type { ApiHandler } from './api-call';
import { reviewView, STARS } from './review-view';

/** The orders reviews.list takes, by their normalized text. */
const ORDERS: Record<string, (a: Review, b: Review) => number> = {
  'updateTime desc': (a, b) => (b.updateTime ?? '').localeCompare(a.updateTime ?? ''),
  rating: (a, b) => stars(a) - stars(b),
  'rating desc': (a, b) => stars(b) - stars(a),
};

function stars(review: Review): number {
  return STARS[review.starRating ?? 'STAR_RATING_UNSPECIFIED'] ?? 0;
}

/**
 * GET mybusiness.googleapis.com/v4/{parent=accounts/{accountId}/locations/{locationId}}/reviews: the location's reviews,
 * `updateTime desc` by default (`rating`, `rating desc`), 50 a page at most, with the average rating
 * and the count of all of them.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews/list
 */
export const listReviews: ApiHandler = ({ ctx, caller, url, params }) => {
  const bound = bindQuery(url.searchParams, { single: ['pageSize', 'pageToken', 'orderBy'] });
  if (!bound.ok) return bound.response;
  const { single } = bound.query;
  const pageSize = int32Param('pageSize', single.get('pageSize'));
  if (!pageSize.ok) return pageSize.response;
  const size = resolvePageSize(pageSize.value, 50, 50);
  if (!size.ok) return size.response;
  const orderText = (single.get('orderBy') ?? 'updateTime desc')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^update_time/, 'updateTime');
  const order = Object.hasOwn(ORDERS, orderText) ? ORDERS[orderText] : undefined;
  if (!order) {
    return badRequest([
      {
        field: 'order_by',
        description: 'Valid orders are rating, rating desc and updateTime desc.',
      },
    ]);
  }
  const { accountId = '', locationId = '' } = params;
  const stored = locationInAccount(ctx, caller.user, accountId, locationId);
  if (!stored) return notFound();

  const reviews = [...(ctx.state.reviews.get(stored.location.name) ?? [])].sort(
    (a, b) => order(a, b) || ORDERS['updateTime desc']?.(a, b) || 0,
  );
  const page = pageOf(
    reviews,
    single.get('pageToken'),
    size.size,
    `reviews|${stored.location.name}|${orderText}`,
  );
  if (!page.ok) return page.response;
  const rated = reviews.filter((review) => stars(review) > 0);
  const average =
    rated.length === 0 ? 0 : rated.reduce((sum, review) => sum + stars(review), 0) / rated.length;
  return jsonResponse(200, {
    ...(page.page.length > 0
      ? { reviews: page.page.map((review) => reviewView(review, accountId, locationId)) }
      : {}),
    ...(average > 0 ? { averageRating: Math.round(average * 10) / 10 } : {}),
    ...(reviews.length > 0 ? { totalReviewCount: reviews.length } : {}),
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
  });
};
