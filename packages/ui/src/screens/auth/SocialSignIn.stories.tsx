import { type ReactNode, useEffect, useState } from 'react';
import { StorySite } from '../../stories/StorySite';
import type { Story, StoryDefault } from '../../stories/story-types';
import { SocialSignIn } from './SocialSignIn';
import { loadSocialMessages } from './social-problem-text';

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

/** Draws its children once the refusals' words are loaded, as the sign-in group's preload does for the page. */
function WithRefusalWords({ children }: { readonly children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadSocialMessages().then(() => setReady(true));
  }, []);
  return ready ? children : null;
}

/** Back from the provider with a refusal: the reason, in the page language. */
export const Refused: Story = () => (
  <WithRefusalWords>
    <StorySite url="/sign-in?social=token" config={BOTH}>
      <SocialSignIn />
    </StorySite>
  </WithRefusalWords>
);
