import { describe, expect, it } from 'vitest';
import { DAILY_METRICS } from '../src/api/daily-metric';
import { localPostProblems } from '../src/api/local-post-validation';
import { LOCATION_FIELDS, type LocationField } from '../src/api/location-fields';
import { locationProblems } from '../src/api/location-validation';
import { asJsonObject } from '../src/http/json-object';
import { DEMO_LOCATION_NAMES, DEMO_USERS, demoSeed } from '../src/index';
import { START_MS } from './support/test-sandbox';

const MERCHANT_LOCATIONS = [
  DEMO_LOCATION_NAMES.kyiv,
  DEMO_LOCATION_NAMES.kharkiv,
  DEMO_LOCATION_NAMES.lviv,
];

describe('the demo seed', () => {
  const seed = demoSeed(START_MS);

  it('is deterministic for a given clock', () => {
    expect(demoSeed(START_MS)).toEqual(seed);
  });

  it('has the merchant with a PERSONAL and a LOCATION_GROUP account of three locations, and the agency with two others', () => {
    const merchant = seed.users.find((user) => user.email === 'merchant@sandbox.test');
    expect(merchant).toMatchObject({ name: 'Sandbox Merchant', sub: DEMO_USERS.merchant.sub });
    const types = merchant?.accountNames.map((name) =>
      seed.accounts.find((entry) => entry.account.name === name),
    );
    expect(types?.map((entry) => entry?.account.type)).toEqual(['PERSONAL', 'LOCATION_GROUP']);
    expect(types?.[1]?.locationNames).toEqual(MERCHANT_LOCATIONS);
    const agency = seed.users.find((user) => user.email === 'agency@sandbox.test');
    const agencyLocations = agency?.accountNames.flatMap(
      (name) => seed.accounts.find((entry) => entry.account.name === name)?.locationNames ?? [],
    );
    expect(agencyLocations).toEqual([DEMO_LOCATION_NAMES.odesa, DEMO_LOCATION_NAMES.dnipro]);
  });

  it('fills every Location field of the merchant’s locations, with split, overnight and special hours', () => {
    for (const name of MERCHANT_LOCATIONS) {
      const location = seed.locations.find((entry) => entry.name === name);
      expect(Object.keys(location ?? {}).sort(), name).toEqual(Object.keys(LOCATION_FIELDS).sort());
      const periods = location?.regularHours?.periods ?? [];
      expect(periods.filter((period) => period.openDay === 'MONDAY')).toHaveLength(2);
      expect(periods.some((period) => period.closeDay !== period.openDay)).toBe(true);
      const special = location?.specialHours?.specialHourPeriods ?? [];
      expect(special.some((period) => period.closed)).toBe(true);
      expect(special.some((period) => period.endDate !== undefined)).toBe(true);
    }
  });

  it('passes the sandbox’s own validation: locations and posts', () => {
    for (const location of seed.locations) {
      expect(
        locationProblems(asJsonObject(location), Object.keys(location) as LocationField[]),
        location.name,
      ).toEqual([]);
    }
    for (const posts of Object.values(seed.localPosts)) {
      for (const post of posts)
        expect(localPostProblems(asJsonObject(post)), post.name).toEqual([]);
    }
  });

  it('has about a dozen reviews of the merchant in several languages, some replied, one anonymous', () => {
    const reviews = MERCHANT_LOCATIONS.flatMap((name) => seed.reviews[name] ?? []);
    expect(reviews.length).toBe(12);
    expect(reviews.filter((review) => review.reviewReply).length).toBeGreaterThanOrEqual(3);
    expect(reviews.some((review) => review.reviewer?.isAnonymous)).toBe(true);
    expect(reviews.some((review) => review.comment === undefined)).toBe(true);
    expect(reviews.some((review) => /[а-яіїє]/i.test(review.comment ?? ''))).toBe(true);
    expect(reviews.some((review) => /^[A-Za-z ,.!']+$/.test(review.comment ?? ''))).toBe(true);
  });

  it('has 18 months of daily metrics up to yesterday for every location, zeros sprinkled in', () => {
    for (const location of seed.locations) {
      const series = seed.metrics[location.name] ?? {};
      expect(Object.keys(series).sort()).toEqual([...DAILY_METRICS].sort());
      const impressions = Object.keys(series.BUSINESS_IMPRESSIONS_MOBILE_MAPS ?? {}).sort();
      expect((impressions[0] ?? '') <= '2023-12-05').toBe(true);
      expect(impressions.at(-1)).toBe('2025-06-01');
      expect(impressions.length).toBeGreaterThan(450);
      expect(impressions.length).toBeLessThan(548);
    }
  });
});
