import { matchPathTemplate } from '../http/path-template';
import { listAccounts } from './accounts-list';
import type { ApiHandler } from './api-call';
import { deleteLocalPost, getLocalPost, patchLocalPost } from './local-post-item';
import { createLocalPost, listLocalPosts } from './local-posts';
import { getLocation } from './location-get';
import { getGoogleUpdated } from './location-google-updated';
import { patchLocation } from './location-patch';
import { listLocations } from './locations-list';
import { fetchMultiDailyMetrics } from './performance-fetch';
import { getReview } from './review-get';
import { deleteReply, updateReply } from './review-reply';
import { listReviews } from './reviews-list';

/** The Google hosts of the Business Profile APIs the sandbox serves. */
export const API_HOSTS = [
  'mybusinessaccountmanagement.googleapis.com',
  'mybusinessbusinessinformation.googleapis.com',
  'businessprofileperformance.googleapis.com',
  'mybusiness.googleapis.com',
] as const;

/** One method: its host, HTTP method, path template and handler. */
interface Route {
  host: (typeof API_HOSTS)[number];
  method: string;
  template: string;
  handler: ApiHandler;
}

const INFO = 'mybusinessbusinessinformation.googleapis.com';
const V4 = 'mybusiness.googleapis.com';
const V4_LOCATION = '/v4/accounts/{accountId}/locations/{locationId}';

/** Every API method the sandbox serves. */
export const API_ROUTES: readonly Route[] = [
  {
    host: 'mybusinessaccountmanagement.googleapis.com',
    method: 'GET',
    template: '/v1/accounts',
    handler: listAccounts,
  },
  {
    host: INFO,
    method: 'GET',
    template: '/v1/accounts/{accountId}/locations',
    handler: listLocations,
  },
  { host: INFO, method: 'GET', template: '/v1/locations/{locationId}', handler: getLocation },
  { host: INFO, method: 'PATCH', template: '/v1/locations/{locationId}', handler: patchLocation },
  {
    host: INFO,
    method: 'GET',
    template: '/v1/locations/{locationId}:getGoogleUpdated',
    handler: getGoogleUpdated,
  },
  {
    host: 'businessprofileperformance.googleapis.com',
    method: 'GET',
    template: '/v1/locations/{locationId}:fetchMultiDailyMetricsTimeSeries',
    handler: fetchMultiDailyMetrics,
  },
  { host: V4, method: 'GET', template: `${V4_LOCATION}/reviews`, handler: listReviews },
  { host: V4, method: 'GET', template: `${V4_LOCATION}/reviews/{reviewId}`, handler: getReview },
  {
    host: V4,
    method: 'PUT',
    template: `${V4_LOCATION}/reviews/{reviewId}/reply`,
    handler: updateReply,
  },
  {
    host: V4,
    method: 'DELETE',
    template: `${V4_LOCATION}/reviews/{reviewId}/reply`,
    handler: deleteReply,
  },
  { host: V4, method: 'GET', template: `${V4_LOCATION}/localPosts`, handler: listLocalPosts },
  { host: V4, method: 'POST', template: `${V4_LOCATION}/localPosts`, handler: createLocalPost },
  {
    host: V4,
    method: 'GET',
    template: `${V4_LOCATION}/localPosts/{postId}`,
    handler: getLocalPost,
  },
  {
    host: V4,
    method: 'PATCH',
    template: `${V4_LOCATION}/localPosts/{postId}`,
    handler: patchLocalPost,
  },
  {
    host: V4,
    method: 'DELETE',
    template: `${V4_LOCATION}/localPosts/{postId}`,
    handler: deleteLocalPost,
  },
];

/** The method a request names, with its path parameters; undefined when none matches. */
export function findRoute(
  host: string,
  method: string,
  path: string,
): { handler: ApiHandler; params: Record<string, string> } | undefined {
  for (const route of API_ROUTES) {
    if (route.host !== host || route.method !== method) continue;
    const params = matchPathTemplate(route.template, path);
    if (params) return { handler: route.handler, params };
  }
  return undefined;
}
