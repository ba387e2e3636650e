import { StorySite } from '../stories/StorySite';
import type { Story, StoryDefault } from '../stories/story-types';
import { Icon, type IconName } from './Icon';
import { Link } from './Link';

export default { title: 'Components' } satisfies StoryDefault;

const ICONS: IconName[] = ['home', 'phone', 'mail', 'menu', 'close', 'arrow-up', 'chevron'];

/** Links: internal ones get the language prefix and keep only p and el; external ones stay as written. */
export const Links: Story = () => (
  <StorySite>
    <ul>
      <li>
        <Link to="/privacy-policy?p=2&utm=x">/privacy-policy?p=2&amp;utm=x</Link>
      </li>
      <li>
        <Link to="mailto:hello@example.com">mailto:hello@example.com</Link>
      </li>
    </ul>
  </StorySite>
);

/** The inline icons. */
export const Icons: Story = () => (
  <ul style={{ display: 'flex', gap: 16, listStyle: 'none' }}>
    {ICONS.map((name) => (
      <li key={name} title={name}>
        <Icon name={name} />
      </li>
    ))}
  </ul>
);
