import { all, anyObject, arr, bool, int64, num, obj, partial, type Shape, str } from './shape';

// The shapes of Google's answers, from the references the types come from: every field the product
// reads is checked to its leaves; fields it never reads are checked to be objects or arrays.

const timeOfDay = partial({ hours: num, minutes: num, seconds: num, nanos: num });
const date = partial({ year: num, month: num, day: num });
const timePeriod = partial({
  openDay: str,
  openTime: timeOfDay,
  closeDay: str,
  closeTime: timeOfDay,
});
const category = partial({
  name: str,
  displayName: str,
  serviceTypes: arr(partial({ serviceTypeId: str, displayName: str })),
  moreHoursTypes: arr(anyObject),
});

/** Business Information v1 Location. */
export const locationShape: Shape = partial({
  name: str,
  languageCode: str,
  storeCode: str,
  title: str,
  phoneNumbers: partial({ primaryPhone: str, additionalPhones: arr(str) }),
  categories: partial({ primaryCategory: category, additionalCategories: arr(category) }),
  storefrontAddress: partial({
    revision: num,
    regionCode: str,
    languageCode: str,
    postalCode: str,
    sortingCode: str,
    administrativeArea: str,
    locality: str,
    sublocality: str,
    addressLines: arr(str),
    recipients: arr(str),
    organization: str,
  }),
  websiteUri: str,
  regularHours: partial({ periods: arr(timePeriod) }),
  specialHours: partial({
    specialHourPeriods: arr(
      partial({
        startDate: date,
        openTime: timeOfDay,
        endDate: date,
        closeTime: timeOfDay,
        closed: bool,
      }),
    ),
  }),
  serviceArea: partial({
    businessType: str,
    places: partial({ placeInfos: arr(partial({ placeName: str, placeId: str })) }),
    regionCode: str,
  }),
  labels: arr(str),
  adWordsLocationExtensions: partial({ adPhone: str }),
  latlng: partial({ latitude: num, longitude: num }),
  openInfo: partial({ status: str, canReopen: bool, openingDate: date }),
  metadata: partial({
    hasGoogleUpdated: bool,
    hasPendingEdits: bool,
    canDelete: bool,
    canOperateLocalPost: bool,
    canModifyServiceList: bool,
    canHaveFoodMenus: bool,
    canOperateHealthData: bool,
    canOperateLodgingData: bool,
    canHaveBusinessCalls: bool,
    hasVoiceOfMerchant: bool,
    isParticularlyPersonalPlace: bool,
    placeId: str,
    duplicateLocation: str,
    mapsUri: str,
    newReviewUri: str,
  }),
  profile: partial({ description: str }),
  relationshipData: anyObject,
  moreHours: arr(partial({ hoursTypeId: str, periods: arr(timePeriod) })),
  serviceItems: arr(anyObject),
});

/** The answer of accounts.locations.list. */
export const listLocationsShape: Shape = partial({
  locations: arr(locationShape),
  nextPageToken: str,
  totalSize: num,
});

/** The answer of locations.getGoogleUpdated. */
export const googleUpdatedShape: Shape = partial({
  location: locationShape,
  diffMask: str,
  pendingMask: str,
});

/** Account Management v1 Account: its name is what every later call needs. */
export const accountShape: Shape = all(
  obj({ name: str }),
  partial({
    accountName: str,
    primaryOwner: str,
    type: str,
    role: str,
    verificationState: str,
    vettedState: str,
    accountNumber: str,
    permissionLevel: str,
    organizationInfo: anyObject,
  }),
);

/** The answer of accounts.list. */
export const listAccountsShape: Shape = partial({
  accounts: arr(accountShape),
  nextPageToken: str,
});

/** The answer of locations.fetchMultiDailyMetricsTimeSeries. */
export const dailyMetricsShape: Shape = partial({
  multiDailyMetricTimeSeries: arr(
    partial({
      dailyMetricTimeSeries: arr(
        partial({
          dailyMetric: str,
          dailySubEntityType: anyObject,
          timeSeries: partial({ datedValues: arr(partial({ date, value: int64 })) }),
        }),
      ),
    }),
  ),
});

/** v4 ReviewReply. */
export const reviewReplyShape: Shape = partial({ comment: str, updateTime: str });

/** v4 Review: named, since a reply addresses it by name. */
export const reviewShape: Shape = all(
  obj({ name: str }),
  partial({
    reviewId: str,
    reviewer: partial({ profilePhotoUrl: str, displayName: str, isAnonymous: bool }),
    starRating: str,
    comment: str,
    createTime: str,
    updateTime: str,
    reviewReply: reviewReplyShape,
  }),
);

/** The answer of reviews.list. */
export const listReviewsShape: Shape = partial({
  reviews: arr(reviewShape),
  averageRating: num,
  totalReviewCount: num,
  nextPageToken: str,
});

const postTime = partial({
  startDate: date,
  startTime: timeOfDay,
  endDate: date,
  endTime: timeOfDay,
});

/** v4 LocalPost: named, since an edit addresses it by name. */
export const localPostShape: Shape = all(
  obj({ name: str }),
  partial({
    languageCode: str,
    summary: str,
    callToAction: partial({ actionType: str, url: str }),
    createTime: str,
    updateTime: str,
    scheduledTime: str,
    event: partial({ title: str, schedule: postTime }),
    state: str,
    media: arr(partial({ name: str, mediaFormat: str, sourceUrl: str, googleUrl: str })),
    searchUrl: str,
    topicType: str,
    alertType: str,
    offer: partial({ couponCode: str, redeemOnlineUrl: str, termsConditions: str }),
  }),
);

/** The answer of localPosts.list. */
export const listLocalPostsShape: Shape = partial({
  localPosts: arr(localPostShape),
  nextPageToken: str,
});

/** The answer of the token endpoint (code exchange or refresh). */
export const tokenAnswerShape: Shape = all(
  obj({ access_token: str, expires_in: num }),
  partial({ refresh_token: str, scope: str, token_type: str, id_token: str }),
);

/** The answer of OpenID Connect userinfo. */
export const userinfoShape: Shape = all(
  obj({ sub: str }),
  partial({
    email: str,
    email_verified: bool,
    name: str,
    given_name: str,
    family_name: str,
    picture: str,
  }),
);

/** An empty answer (`{}` of a delete or a revoke). */
export const emptyShape: Shape = anyObject;
