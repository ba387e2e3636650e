import type { FieldMask } from './business-calls';
import type { GoogleHttp } from './google-http';
import {
  emptyShape,
  listLocalPostsShape,
  listReviewsShape,
  localPostShape,
  reviewReplyShape,
} from './google-shapes';
import { checkedName, fieldMask } from './resource-names';
import type {
  ListLocalPostsResponse,
  ListReviewsResponse,
  LocalPost,
  ReviewReply,
} from './v4-types';

const V4 = 'https://mybusiness.googleapis.com/v4';

/** My Business v4 reviews and local posts, each call with an access token. */
export interface V4Calls {
  /** One page of a location's reviews (`accounts/…/locations/…`), newest first, with the average and count. */
  listReviews(
    accessToken: string,
    accountLocation: string,
    pageToken?: string,
  ): Promise<ListReviewsResponse>;
  /** Creates or replaces the owner's reply to a review (`accounts/…/locations/…/reviews/…`). */
  updateReply(accessToken: string, review: string, comment: string): Promise<ReviewReply>;
  /** Removes the owner's reply. */
  deleteReply(accessToken: string, review: string): Promise<void>;
  /** One page of a location's local posts, newest first (100 a page). */
  listLocalPosts(
    accessToken: string,
    accountLocation: string,
    pageToken?: string,
  ): Promise<ListLocalPostsResponse>;
  /** One local post (`accounts/…/locations/…/localPosts/…`), with its state and search URL. */
  getLocalPost(accessToken: string, name: string): Promise<LocalPost>;
  createLocalPost(
    accessToken: string,
    accountLocation: string,
    post: LocalPost,
  ): Promise<LocalPost>;
  /** Writes the fields `updateMask` names (`accounts/…/locations/…/localPosts/…`). */
  patchLocalPost(
    accessToken: string,
    name: string,
    post: LocalPost,
    updateMask: FieldMask,
  ): Promise<LocalPost>;
  deleteLocalPost(accessToken: string, name: string): Promise<void>;
}

/** The My Business v4 calls over the Google HTTP layer. */
export function createV4Calls(http: GoogleHttp): V4Calls {
  return {
    async listReviews(accessToken, accountLocation, pageToken) {
      const what = 'accounts.locations.reviews.list';
      const url = new URL(`${V4}/${checkedName('accountLocation', accountLocation, what)}/reviews`);
      url.searchParams.set('pageSize', '50');
      if (pageToken) url.searchParams.set('pageToken', pageToken);
      return http<ListReviewsResponse>({ method: 'GET', url, what, accessToken }, listReviewsShape);
    },
    async updateReply(accessToken, review, comment) {
      const what = 'accounts.locations.reviews.updateReply';
      const url = new URL(`${V4}/${checkedName('review', review, what)}/reply`);
      return http<ReviewReply>(
        { method: 'PUT', url, what, accessToken, json: { comment } },
        reviewReplyShape,
      );
    },
    async deleteReply(accessToken, review) {
      const what = 'accounts.locations.reviews.deleteReply';
      const url = new URL(`${V4}/${checkedName('review', review, what)}/reply`);
      await http({ method: 'DELETE', url, what, accessToken, emptyOk: true }, emptyShape);
    },
    async listLocalPosts(accessToken, accountLocation, pageToken) {
      const what = 'accounts.locations.localPosts.list';
      const url = new URL(
        `${V4}/${checkedName('accountLocation', accountLocation, what)}/localPosts`,
      );
      url.searchParams.set('pageSize', '100');
      if (pageToken) url.searchParams.set('pageToken', pageToken);
      return http<ListLocalPostsResponse>(
        { method: 'GET', url, what, accessToken },
        listLocalPostsShape,
      );
    },
    async getLocalPost(accessToken, name) {
      const what = 'accounts.locations.localPosts.get';
      const url = new URL(`${V4}/${checkedName('localPost', name, what)}`);
      return http<LocalPost>({ method: 'GET', url, what, accessToken }, localPostShape);
    },
    async createLocalPost(accessToken, accountLocation, post) {
      const what = 'accounts.locations.localPosts.create';
      const url = new URL(
        `${V4}/${checkedName('accountLocation', accountLocation, what)}/localPosts`,
      );
      return http<LocalPost>(
        { method: 'POST', url, what, accessToken, json: post },
        localPostShape,
      );
    },
    async patchLocalPost(accessToken, name, post, updateMask) {
      const what = 'accounts.locations.localPosts.patch';
      const url = new URL(`${V4}/${checkedName('localPost', name, what)}`);
      url.searchParams.set('updateMask', fieldMask(updateMask, what));
      return http<LocalPost>(
        { method: 'PATCH', url, what, accessToken, json: post },
        localPostShape,
      );
    },
    async deleteLocalPost(accessToken, name) {
      const what = 'accounts.locations.localPosts.delete';
      const url = new URL(`${V4}/${checkedName('localPost', name, what)}`);
      await http({ method: 'DELETE', url, what, accessToken, emptyOk: true }, emptyShape);
    },
  };
}
