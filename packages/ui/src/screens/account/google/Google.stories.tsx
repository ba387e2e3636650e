import type { Story, StoryDefault } from '../../../stories/story-types';
import { AccountStory, STORY_ACTIONS } from '../stories/AccountStory';
import { storyList } from '../stories/story-account-data';
import {
  STORY_CONNECTED,
  STORY_GOOGLE_ACTIONS,
  STORY_GOOGLE_LOCATIONS,
  STORY_NEEDS_RECONNECT,
  STORY_NOT_CONNECTED,
  STORY_SANDBOX,
} from '../stories/story-google';
import { GoogleImport } from './GoogleImport';

export default { title: 'Screens / Account / Google Business Profile' } satisfies StoryDefault;

const ACTIONS = [...STORY_ACTIONS, ...STORY_GOOGLE_ACTIONS];
const LOCATIONS_PAGE = {
  route: 'account-pins-locations',
  list: storyList('Locations', STORY_GOOGLE_LOCATIONS),
};
const PLAIN_PAGE = { route: 'account-pins-locations', list: storyList('Locations') };

/** Not connected: "Connect Google Business Profile" in the toolbar (a plain post the host answers). */
export const NotConnected: Story = () => (
  <AccountStory
    url="/account/pins/locations"
    page={PLAIN_PAGE}
    actions={ACTIONS}
    google={STORY_NOT_CONNECTED}
  />
);

/** Connected: the Google account, last sync, Import from Google and Disconnect (confirmed). */
export const Connected: Story = () => (
  <AccountStory
    url="/account/pins/locations"
    page={LOCATIONS_PAGE}
    actions={ACTIONS}
    google={STORY_CONNECTED}
  />
);

/** Google refused the stored grant: said plainly, with Connect again. */
export const NeedsReconnecting: Story = () => (
  <AccountStory
    url="/account/pins/locations"
    page={LOCATIONS_PAGE}
    actions={ACTIONS}
    google={STORY_NEEDS_RECONNECT}
  />
);

/** The demo's Google double: labelled "Sandbox" (open Import from Google: the panel is labelled too). */
export const Sandbox: Story = () => (
  <AccountStory
    url="/account/pins/locations"
    page={LOCATIONS_PAGE}
    actions={ACTIONS}
    google={STORY_SANDBOX}
  />
);

/** Import from Google: each listing new / matched (rule, fields that would change) / linked, a choice per row. */
export const ImportPreview: Story = () => (
  <AccountStory
    url="/account/pins/locations"
    page={PLAIN_PAGE}
    actions={ACTIONS}
    google={STORY_SANDBOX}
  >
    <GoogleImport
      sandbox
      onImported={() => console.info('imported')}
      onClose={() => console.info('closed')}
    />
  </AccountStory>
);

/** The sync state of each location: Google's changes to review, failed with its message, waiting through the agency, unlinked. */
export const SyncStates: Story = () => (
  <AccountStory
    url="/account/pins/locations"
    page={LOCATIONS_PAGE}
    actions={ACTIONS}
    google={STORY_CONNECTED}
  />
);

/** A location with changes made on Google: each with Accept / Keep mine; its special hours, description, open status and place id. */
export const LocationWithGoogleChanges: Story = () => (
  <AccountStory
    url="/account/pins/locations?edit=l1"
    page={LOCATIONS_PAGE}
    actions={ACTIONS}
    google={STORY_CONNECTED}
  />
);

/** A location whose last change Google refused: the form says why. */
export const LocationFailed: Story = () => (
  <AccountStory
    url="/account/pins/locations?edit=l2"
    page={LOCATIONS_PAGE}
    actions={ACTIONS}
    google={STORY_CONNECTED}
  />
);

/** A location whose change waits for Google (through the agency's connection). */
export const LocationWaiting: Story = () => (
  <AccountStory
    url="/account/pins/locations?edit=l3"
    page={LOCATIONS_PAGE}
    actions={ACTIONS}
    google={STORY_CONNECTED}
  />
);

/** Back from Google: `?google=connected` as a notification. */
export const OutcomeConnected: Story = () => (
  <AccountStory
    url="/account/pins/locations?google=connected"
    page={LOCATIONS_PAGE}
    actions={ACTIONS}
    google={STORY_CONNECTED}
  />
);

/** Back from Google: `?google=cancelled` (the person said no at Google). */
export const OutcomeCancelled: Story = () => (
  <AccountStory
    url="/account/pins/locations?google=cancelled"
    page={PLAIN_PAGE}
    actions={ACTIONS}
    google={STORY_NOT_CONNECTED}
  />
);
