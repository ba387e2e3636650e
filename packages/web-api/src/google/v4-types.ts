// My Business API v4 has no Node client package, so its resources are typed here by hand from the
// REST reference, each with the page it was read from (the same declarations as the Google double's
// src/v4-types.ts, copied: web-api's sources never import the double).

/**
 * A calendar date (`google.type.Date`).
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#Date
 */
export interface V4Date {
  year?: number;
  month?: number;
  day?: number;
}

/**
 * A time of day (`google.type.TimeOfDay`).
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#TimeOfDay
 */
export interface V4TimeOfDay {
  hours?: number;
  minutes?: number;
  seconds?: number;
  nanos?: number;
}

/**
 * The star rating of a review.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews#StarRating
 */
export type StarRating = 'STAR_RATING_UNSPECIFIED' | 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';

/**
 * The author of a review.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews#Reviewer
 */
export interface Reviewer {
  profilePhotoUrl?: string;
  displayName?: string;
  isAnonymous?: boolean;
}

/**
 * The owner's reply to a review; `comment` is at most 4096 bytes.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews#ReviewReply
 */
export interface ReviewReply {
  comment?: string;
  updateTime?: string;
}

/**
 * A review of a location (output only).
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews#Review
 */
export interface Review {
  name?: string;
  reviewId?: string;
  reviewer?: Reviewer;
  starRating?: StarRating;
  comment?: string;
  createTime?: string;
  updateTime?: string;
  reviewReply?: ReviewReply;
}

/**
 * The answer of reviews.list.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews/list#response-body
 */
export interface ListReviewsResponse {
  reviews?: Review[];
  averageRating?: number;
  totalReviewCount?: number;
  nextPageToken?: string;
}

/**
 * What a local post's button does.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#ActionType
 */
export type ActionType =
  | 'ACTION_TYPE_UNSPECIFIED'
  | 'BOOK'
  | 'ORDER'
  | 'SHOP'
  | 'LEARN_MORE'
  | 'SIGN_UP'
  | 'GET_OFFER'
  | 'CALL';

/**
 * A local post's button; `url` is left unset for CALL.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#CallToAction
 */
export interface CallToAction {
  actionType?: ActionType;
  url?: string;
}

/**
 * An inclusive interval of time.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#TimeInterval
 */
export interface TimeInterval {
  startDate?: V4Date;
  startTime?: V4TimeOfDay;
  endDate?: V4Date;
  endTime?: V4TimeOfDay;
}

/**
 * The event of an EVENT or OFFER post.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#LocalPostEvent
 */
export interface LocalPostEvent {
  title?: string;
  schedule?: TimeInterval;
}

/**
 * Where a local post is in its lifecycle.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#LocalPostState
 */
export type LocalPostState =
  | 'LOCAL_POST_STATE_UNSPECIFIED'
  | 'REJECTED'
  | 'LIVE'
  | 'PROCESSING'
  | 'SCHEDULED'
  | 'RECURRING';

/**
 * The template of a local post.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#LocalPostTopicType
 */
export type LocalPostTopicType =
  | 'LOCAL_POST_TOPIC_TYPE_UNSPECIFIED'
  | 'STANDARD'
  | 'EVENT'
  | 'OFFER'
  | 'ALERT';

/**
 * The kind of an ALERT post.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#AlertType
 */
export type AlertType = 'ALERT_TYPE_UNSPECIFIED' | 'COVID_19';

/**
 * The offer fields of an OFFER post.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#LocalPostOffer
 */
export interface LocalPostOffer {
  couponCode?: string;
  redeemOnlineUrl?: string;
  termsConditions?: string;
}

/**
 * A photo or video of a local post (`sourceUrl` is the only data field a post takes).
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.media#MediaItem
 */
export interface LocalPostMediaItem {
  name?: string;
  mediaFormat?: 'MEDIA_FORMAT_UNSPECIFIED' | 'PHOTO' | 'VIDEO';
  sourceUrl?: string;
  googleUrl?: string;
}

/**
 * A local post of a location.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts#LocalPost
 */
export interface LocalPost {
  name?: string;
  languageCode?: string;
  summary?: string;
  callToAction?: CallToAction;
  createTime?: string;
  updateTime?: string;
  /** When set, the post is published at that time (RFC 3339). */
  scheduledTime?: string;
  event?: LocalPostEvent;
  state?: LocalPostState;
  media?: LocalPostMediaItem[];
  searchUrl?: string;
  topicType?: LocalPostTopicType;
  alertType?: AlertType;
  offer?: LocalPostOffer;
}

/**
 * The answer of localPosts.list.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/list#response-body
 */
export interface ListLocalPostsResponse {
  localPosts?: LocalPost[];
  nextPageToken?: string;
}
