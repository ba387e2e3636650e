import type { RouteName } from '@agency/core';
import type { PinKindName } from './page-data';

/** The list route of each pin kind. */
export const KIND_ROUTES: Readonly<Record<PinKindName, RouteName>> = {
  locations: 'account-pins-locations',
  advertising: 'account-pins-advertising',
  publications: 'account-pins-publications',
  notifications: 'account-pins-notifications',
  reviews: 'account-pins-reviews',
  sites: 'account-pins-sites',
};

/** The /web controller of a pin kind. */
export type PinController =
  | 'Locations'
  | 'Advertising'
  | 'Publications'
  | 'Notifications'
  | 'Reviews'
  | 'Sites';

/** The /web controller of each pin kind. */
export const KIND_CONTROLLERS: Readonly<Record<PinKindName, PinController>> = {
  locations: 'Locations',
  advertising: 'Advertising',
  publications: 'Publications',
  notifications: 'Notifications',
  reviews: 'Reviews',
  sites: 'Sites',
};
