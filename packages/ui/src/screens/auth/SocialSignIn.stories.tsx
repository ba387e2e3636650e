import type { Story, StoryDefault } from '@ladle/react';
import { StorySite } from '../../stories/StorySite';
import { SocialSignIn } from './SocialSignIn';

export default { title: 'Screens / Auth / Social sign-in' } satisfies StoryDefault;

const BOTH = { googleClientId: 'story-google-id', facebookAppId: 'story-facebook-app' };

/** Both providers configured: two links under the sign-in forms. */
export const Buttons: Story = () => (
  <StorySite url="/sign-in" config={BOTH}>
    <SocialSignIn />
  </StorySite>
);

/** Only Google configured. */
export const GoogleOnly: Story = () => (
  <StorySite url="/sign-in" config={{ googleClientId: 'story-google-id' }}>
    <SocialSignIn />
  </StorySite>
);

/** Back from the provider with a refusal: the reason, in the page language. */
export const Refused: Story = () => (
  <StorySite url="/sign-in?social=token" config={BOTH}>
    <SocialSignIn />
  </StorySite>
);
