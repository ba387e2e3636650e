import { utcDate } from '../http/calendar';
import type { SandboxSeed } from '../state/sandbox-seed';
import { DEMO_LOCATION_NAMES, demoLocations } from './demo-locations';
import { demoMetrics } from './demo-metrics';
import { demoPosts } from './demo-posts';
import { demoReviews } from './demo-reviews';

/** The demo's Google users: the merchant (three coffee shops) and an agency (two clients' locations). */
export const DEMO_USERS = {
  merchant: {
    sub: '110248495921238986420',
    email: 'merchant@sandbox.test',
    name: 'Sandbox Merchant',
  },
  agency: { sub: '117563903284175630192', email: 'agency@sandbox.test', name: 'Sandbox Agency' },
} as const;

/** The demo's accounts: a personal account and a location group for each user. */
export const DEMO_ACCOUNT_NAMES = {
  merchantPersonal: 'accounts/106592781904732850001',
  merchantGroup: 'accounts/114857620339281765002',
  agencyPersonal: 'accounts/103876519205583741003',
  agencyGroup: 'accounts/109328864177452309004',
} as const;

/**
 * The demo seed, its dates relative to `now`: "Sandbox Merchant" (merchant@sandbox.test) with a
 * PERSONAL account and a LOCATION_GROUP holding coffee shops in Kyiv, Kharkiv and Lviv; "Sandbox
 * Agency" (agency@sandbox.test) managing a clinic in Odesa and a gym in Dnipro; reviews, posts and 18
 * months of daily metrics. Every id is fixed.
 */
export function demoSeed(now: number): SandboxSeed {
  const { merchant, agency } = DEMO_USERS;
  const locations = demoLocations(utcDate(now).year);
  return {
    users: [
      {
        ...merchant,
        givenName: 'Sandbox',
        familyName: 'Merchant',
        accountNames: [DEMO_ACCOUNT_NAMES.merchantPersonal, DEMO_ACCOUNT_NAMES.merchantGroup],
      },
      {
        ...agency,
        givenName: 'Sandbox',
        familyName: 'Agency',
        accountNames: [DEMO_ACCOUNT_NAMES.agencyPersonal, DEMO_ACCOUNT_NAMES.agencyGroup],
      },
    ],
    accounts: [
      {
        account: {
          name: DEMO_ACCOUNT_NAMES.merchantPersonal,
          accountName: merchant.name,
          type: 'PERSONAL',
          role: 'PRIMARY_OWNER',
          verificationState: 'UNVERIFIED',
          vettedState: 'NOT_VETTED',
          permissionLevel: 'OWNER_LEVEL',
        },
        locationNames: [],
      },
      {
        account: {
          name: DEMO_ACCOUNT_NAMES.merchantGroup,
          accountName: 'Зерно Coffee (Sandbox)',
          type: 'LOCATION_GROUP',
          role: 'PRIMARY_OWNER',
          verificationState: 'VERIFIED',
          vettedState: 'NOT_VETTED',
          permissionLevel: 'OWNER_LEVEL',
          accountNumber: '8123-4567-0002',
        },
        locationNames: [
          DEMO_LOCATION_NAMES.kyiv,
          DEMO_LOCATION_NAMES.kharkiv,
          DEMO_LOCATION_NAMES.lviv,
        ],
      },
      {
        account: {
          name: DEMO_ACCOUNT_NAMES.agencyPersonal,
          accountName: agency.name,
          type: 'PERSONAL',
          role: 'PRIMARY_OWNER',
          verificationState: 'UNVERIFIED',
          vettedState: 'NOT_VETTED',
          permissionLevel: 'OWNER_LEVEL',
        },
        locationNames: [],
      },
      {
        account: {
          name: DEMO_ACCOUNT_NAMES.agencyGroup,
          accountName: 'Agency clients (Sandbox)',
          type: 'LOCATION_GROUP',
          role: 'MANAGER',
          verificationState: 'VERIFIED',
          vettedState: 'NOT_VETTED',
          permissionLevel: 'MEMBER_LEVEL',
          accountNumber: '8123-4567-0004',
        },
        locationNames: [DEMO_LOCATION_NAMES.odesa, DEMO_LOCATION_NAMES.dnipro],
      },
    ],
    locations,
    reviews: demoReviews(now),
    localPosts: demoPosts(now),
    metrics: Object.fromEntries(
      locations.map((location, index) => [
        location.name,
        demoMetrics(location.name, now, [1, 0.7, 0.9, 0.4, 0.5][index] ?? 1),
      ]),
    ),
  };
}
