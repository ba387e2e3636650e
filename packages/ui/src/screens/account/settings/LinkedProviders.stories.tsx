import { StorySite } from '../../../stories/StorySite';
import type { Story, StoryDefault } from '../../../stories/story-types';
import { LinkedProviders } from './LinkedProviders';

export default { title: 'Screens / Account / Linked providers' } satisfies StoryDefault;

const BOTH = { googleClientId: 'story-google-id', facebookAppId: 'story-facebook-app' };

/** Google linked, Facebook configured and not linked yet. */
export const GoogleLinked: Story = () => (
  <StorySite url="/account/settings" config={BOTH}>
    <LinkedProviders linked={[{ provider: 'google', email: 'demo@gmail.test' }]} />
  </StorySite>
);

/** Nothing linked: a connect link per configured provider. */
export const NothingLinked: Story = () => (
  <StorySite url="/account/settings" config={BOTH}>
    <LinkedProviders linked={[]} />
  </StorySite>
);
