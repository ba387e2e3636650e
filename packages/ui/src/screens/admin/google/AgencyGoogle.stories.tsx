import { useMemo } from 'react';
import type { Story, StoryDefault } from '../../../stories/story-types';
import { AdminStory } from '../stories/AdminStory';
import {
  STORY_AGENCY_ACTIONS,
  STORY_AGENCY_NEEDS_RECONNECT,
  STORY_AGENCY_NOT_CONNECTED,
  STORY_AGENCY_SANDBOX,
  type StoryAgencyGoogle,
} from '../stories/story-agency-google';
import { storyBackOffice } from '../stories/story-back-office';

export default {
  title: 'Screens / Admin / Google Business Profile (agency)',
} satisfies StoryDefault;

function Overview({
  google,
  url = '/admin',
}: {
  readonly google: StoryAgencyGoogle;
  readonly url?: string;
}) {
  const api = useMemo(() => storyBackOffice(300, google), [google]);
  return <AdminStory url={url} actions={STORY_AGENCY_ACTIONS} api={api} />;
}

/** The agency connected to the sandbox: its listings (link one to a customer, unlink another) and what needs attention. */
export const AgencyConnected: Story = () => <Overview google={STORY_AGENCY_SANDBOX} />;

/** Not connected yet: Connect posts `_form=agencyGoogleConnect`. */
export const AgencyNotConnected: Story = () => <Overview google={STORY_AGENCY_NOT_CONNECTED} />;

/** Google refused the agency's grant: said plainly, with Connect again. */
export const AgencyNeedsReconnecting: Story = () => (
  <Overview google={STORY_AGENCY_NEEDS_RECONNECT} />
);

/** Back from Google: `?google=connected` as a notification. */
export const AgencyOutcomeConnected: Story = () => (
  <Overview google={STORY_AGENCY_SANDBOX} url="/admin?google=connected" />
);
