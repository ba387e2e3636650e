// Google Business Profile's Business Information v1 `Location`, for exactly the fields we hold, with
// Google's names and JSON shapes (optional and nullable, as Google's own client types them). A test
// checks these against `mybusinessbusinessinformation_v1.Schema$Location` both ways; core does not
// import Google's types itself.
// https://developers.google.com/my-business/reference/businessinformation/rest/v1/accounts.locations#Location

/** A time of day; proto3 JSON leaves zero parts out, so 00:00 is `{}` and 24:00 is `{ hours: 24 }`. */
export interface GoogleTimeOfDay {
  hours?: number | null;
  minutes?: number | null;
  seconds?: number | null;
  nanos?: number | null;
}

/** A calendar date. */
export interface GoogleDate {
  year?: number | null;
  month?: number | null;
  day?: number | null;
}

/** A span of regular hours: from a day and time to the same or a later day and time. */
export interface GoogleTimePeriod {
  /** A DayOfWeek: `MONDAY` … `SUNDAY`. */
  openDay?: string | null;
  openTime?: GoogleTimeOfDay;
  closeDay?: string | null;
  closeTime?: GoogleTimeOfDay;
}

/** One exception to the regular hours: closed all day, or open from a time to a time. */
export interface GoogleSpecialHourPeriod {
  startDate?: GoogleDate;
  /** Absent means `startDate`; at most the day after it. */
  endDate?: GoogleDate;
  openTime?: GoogleTimeOfDay;
  closeTime?: GoogleTimeOfDay;
  closed?: boolean | null;
}

/** A category; `name` is Google's stable id (`categories/gcid:coffee_shop`), `displayName` output only. */
export interface GoogleCategory {
  name?: string | null;
  displayName?: string | null;
}

/** The fields of a Location we hold. */
export interface GoogleLocation {
  title?: string | null;
  storeCode?: string | null;
  storefrontAddress?: {
    addressLines?: string[] | null;
    locality?: string | null;
    administrativeArea?: string | null;
    postalCode?: string | null;
    /** CLDR region code (`UA`). */
    regionCode?: string | null;
  };
  phoneNumbers?: {
    primaryPhone?: string | null;
    additionalPhones?: string[] | null;
  };
  websiteUri?: string | null;
  categories?: {
    primaryCategory?: GoogleCategory;
    additionalCategories?: GoogleCategory[];
  };
  regularHours?: { periods?: GoogleTimePeriod[] };
  specialHours?: { specialHourPeriods?: GoogleSpecialHourPeriod[] };
  latlng?: { latitude?: number | null; longitude?: number | null };
  /** `status`: `OPEN`, `CLOSED_TEMPORARILY` or `CLOSED_PERMANENTLY`. */
  openInfo?: { status?: string | null };
  profile?: { description?: string | null };
  /** Output only. */
  metadata?: { mapsUri?: string | null; placeId?: string | null };
}
