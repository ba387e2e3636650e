import type { Story, StoryDefault } from '../../stories/story-types';
import { AccountStory } from './stories/AccountStory';
import { STORY_SUMMARY, storyList, storySeries } from './stories/story-account-data';

export default { title: 'Screens / Account' } satisfies StoryDefault;

const IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 1000,
  formats: ['gbp-csv', 'takeout-geojson'],
};
const SETTINGS = {
  name: 'Demo Coffee',
  email: 'demo@agency.test',
  phone: '+10000000001',
  lang: 'en',
  emailConfirmed: false,
};

/** /account: counts per pin kind and the way to the archive. */
export const Index: Story = () => (
  <AccountStory url="/account" page={{ route: 'account', summary: STORY_SUMMARY }} />
);

/** /account/archive: the archived pins per kind. */
export const Archive: Story = () => (
  <AccountStory
    url="/account/archive"
    page={{ route: 'account', summary: { ...STORY_SUMMARY, sites: 0 } }}
  />
);

/** /account/pins: counts and recent activity (loaded from each kind's list). */
export const PinsOverview: Story = () => (
  <AccountStory url="/account/pins" page={{ route: 'account-pins', summary: STORY_SUMMARY }} />
);

/** Locations: table, search, sort, paging, add/edit form, delete with confirmation, and the maps import (a file named "bad…" shows row problems). */
export const Locations: Story = () => (
  <AccountStory
    url="/account/pins/locations?p=2"
    page={{
      route: 'account-pins-locations',
      list: { ...storyList('Locations'), total: 43, p: 2, pages: 3 },
      importLimits: IMPORT_LIMITS,
    }}
  />
);

/** Locations: nothing matches the search. */
export const LocationsEmptySearch: Story = () => (
  <AccountStory
    url="/account/pins/locations?q=zzz"
    page={{ route: 'account-pins-locations', list: storyList('Locations', []) }}
  />
);

/** Locations: the list could not be loaded. */
export const LocationsError: Story = () => (
  <AccountStory url="/account/pins/locations" page={{ route: 'account-pins-locations' }} />
);

/** Locations, read-only: the roles permit listing only, so no buttons. */
export const LocationsReadOnly: Story = () => (
  <AccountStory
    url="/account/pins/locations"
    page={{ route: 'account-pins-locations', list: storyList('Locations') }}
    actions={['Locations/list']}
  />
);

/** Advertising campaigns (save with the name "taken" to see a server field error). */
export const Advertising: Story = () => (
  <AccountStory
    url="/account/pins/advertising"
    page={{ route: 'account-pins-advertising', list: storyList('Advertising') }}
  />
);

/** Publications on the maps listing. */
export const Publications: Story = () => (
  <AccountStory
    url="/account/pins/publications"
    page={{ route: 'account-pins-publications', list: storyList('Publications') }}
  />
);

/** Notifications to customers. */
export const Notifications: Story = () => (
  <AccountStory
    url="/account/pins/notifications"
    page={{ route: 'account-pins-notifications', list: storyList('Notifications') }}
  />
);

/** Reviews with rating and reply. */
export const Reviews: Story = () => (
  <AccountStory
    url="/account/pins/reviews"
    page={{ route: 'account-pins-reviews', list: storyList('Reviews') }}
  />
);

/** Sites of the business. */
export const Sites: Story = () => (
  <AccountStory
    url="/account/pins/sites"
    page={{ route: 'account-pins-sites', list: storyList('Sites') }}
  />
);

/** Sites: the archive view (restore or delete). */
export const SitesArchive: Story = () => (
  <AccountStory
    url="/account/pins/sites?archived=true"
    page={{ route: 'account-pins-sites', list: storyList('Sites') }}
  />
);

/** Statistics: four daily charts, a period, the table view. */
export const Statistics: Story = () => (
  <AccountStory
    url="/account/pins/statistics"
    page={{ route: 'account-pins-statistics', statistics: storySeries() }}
  />
);

/** Statistics over 90 days: drawn as lines. */
export const StatisticsQuarter: Story = () => (
  <AccountStory
    url="/account/pins/statistics"
    page={{ route: 'account-pins-statistics', statistics: storySeries('2026-08-25', 90) }}
  />
);

/** Settings: profile, preferred language and password (current password "wrong" is refused). */
export const Settings: Story = () => (
  <AccountStory url="/account/settings" page={{ route: 'account-settings', settings: SETTINGS }} />
);
