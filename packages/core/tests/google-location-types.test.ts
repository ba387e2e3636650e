import type { mybusinessbusinessinformation_v1 as v1 } from '@googleapis/mybusinessbusinessinformation';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  GoogleCategory,
  GoogleDate,
  GoogleLocation,
  GoogleSpecialHourPeriod,
  GoogleTimeOfDay,
  GoogleTimePeriod,
} from '../src/google-location-types';

// Type-level checks: `npm run typecheck` (tsc over tests/) is what fails when they break. Google's
// types come from @googleapis/mybusinessbusinessinformation, installed for the google-sandbox.

type Ours = Required<GoogleLocation>;
type Theirs = Required<v1.Schema$Location>;

describe("our GoogleLocation is Google's Business Information v1 Location for the fields we hold", () => {
  it('a Location Google sends is our GoogleLocation, and ours is a Location Google takes', () => {
    expectTypeOf<v1.Schema$Location>().toExtend<GoogleLocation>();
    expectTypeOf<GoogleLocation>().toExtend<v1.Schema$Location>();
    const fromGoogle: v1.Schema$Location = { title: 'Zerno', regularHours: { periods: [] } };
    const ours = fromGoogle satisfies GoogleLocation;
    const back = ours satisfies v1.Schema$Location;
    expect(back).toBe(fromGoogle);
  });

  it('the parts are the same both ways: hours, special hours, times, dates, categories', () => {
    expectTypeOf<v1.Schema$TimePeriod>().toExtend<GoogleTimePeriod>();
    expectTypeOf<GoogleTimePeriod>().toExtend<v1.Schema$TimePeriod>();
    expectTypeOf<v1.Schema$SpecialHourPeriod>().toExtend<GoogleSpecialHourPeriod>();
    expectTypeOf<GoogleSpecialHourPeriod>().toExtend<v1.Schema$SpecialHourPeriod>();
    expectTypeOf<v1.Schema$TimeOfDay>().toEqualTypeOf<GoogleTimeOfDay>();
    expectTypeOf<v1.Schema$Date>().toEqualTypeOf<GoogleDate>();
    expectTypeOf<v1.Schema$Category>().toExtend<GoogleCategory>();
    expectTypeOf<GoogleCategory>().toExtend<v1.Schema$Category>();
  });

  // Assignability alone lets a misspelt optional field through; these name every key we use.
  it('every field name of ours, at every level, is one of Google', () => {
    expectTypeOf<keyof Ours>().toExtend<keyof Theirs>();
    expectTypeOf<keyof Required<Ours['storefrontAddress']>>().toExtend<
      keyof v1.Schema$PostalAddress
    >();
    expectTypeOf<keyof Required<Ours['phoneNumbers']>>().toExtend<keyof v1.Schema$PhoneNumbers>();
    expectTypeOf<keyof Required<Ours['categories']>>().toExtend<keyof v1.Schema$Categories>();
    expectTypeOf<keyof GoogleCategory>().toExtend<keyof v1.Schema$Category>();
    expectTypeOf<keyof Required<Ours['regularHours']>>().toExtend<keyof v1.Schema$BusinessHours>();
    expectTypeOf<keyof GoogleTimePeriod>().toExtend<keyof v1.Schema$TimePeriod>();
    expectTypeOf<keyof Required<Ours['specialHours']>>().toExtend<keyof v1.Schema$SpecialHours>();
    expectTypeOf<keyof GoogleSpecialHourPeriod>().toExtend<keyof v1.Schema$SpecialHourPeriod>();
    expectTypeOf<keyof Required<Ours['latlng']>>().toExtend<keyof v1.Schema$LatLng>();
    expectTypeOf<keyof Required<Ours['openInfo']>>().toExtend<keyof v1.Schema$OpenInfo>();
    expectTypeOf<keyof Required<Ours['profile']>>().toExtend<keyof v1.Schema$Profile>();
    expectTypeOf<keyof Required<Ours['metadata']>>().toExtend<keyof v1.Schema$Metadata>();
  });
});
