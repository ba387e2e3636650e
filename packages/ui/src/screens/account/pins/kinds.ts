import type { PinKindName } from '../page-data';
import type { PinKindSpec } from './kind-spec';
import { LOCATIONS } from './location-kind';
import { PUBLICATIONS } from './publication-kind';
import { ADVERTISING, NOTIFICATIONS, REVIEWS, SITES } from './simple-kinds';

/** Every pin kind's description, by kind. */
export const PIN_KINDS: Readonly<Record<PinKindName, PinKindSpec>> = {
  locations: LOCATIONS,
  advertising: ADVERTISING,
  publications: PUBLICATIONS,
  notifications: NOTIFICATIONS,
  reviews: REVIEWS,
  sites: SITES,
};
