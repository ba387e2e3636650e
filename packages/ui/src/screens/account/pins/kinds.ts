import type { PinKindName, PinRecords } from '../page-data';
import type { PinKindSpec } from './kind-spec';
import { LOCATIONS } from './location-kind';
import { PUBLICATIONS } from './publication-kind';
import { ADVERTISING, NOTIFICATIONS, REVIEWS, SITES } from './simple-kinds';

/** Every pin kind's description, by kind, each of its contract record. */
export const PIN_KINDS: { readonly [K in PinKindName]: PinKindSpec<PinRecords[K]> } = {
  locations: LOCATIONS,
  advertising: ADVERTISING,
  publications: PUBLICATIONS,
  notifications: NOTIFICATIONS,
  reviews: REVIEWS,
  sites: SITES,
};
