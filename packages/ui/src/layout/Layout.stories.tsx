import type { Action } from '@agency/core';
import { StorySite } from '../stories/StorySite';
import type { Story, StoryDefault } from '../stories/story-types';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNav } from './MainNav';

export default { title: 'Layout' } satisfies StoryDefault;

const STICKY: Action[] = [{ type: 'header/stickyChanged', sticky: true }];
const MENU_OPEN: Action[] = [{ type: 'mobileMenu/opened' }];
const OWNER: Action[] = [{ type: 'footer/ownerToggled' }];
const TRAIL: Action[] = [
  {
    type: 'page/loaded',
    page: null,
    meta: {
      title: 'Privacy policy',
      htmlAttrs: { lang: 'en' },
      way: [
        { label: 'Legal', to: '/privacy-policy?p=1' },
        { label: 'Privacy policy', to: '/privacy-policy' },
      ],
    },
    actions: [],
    roles: [],
  },
];

/** The header at the top of the page: white, 120 px. */
export const HeaderTop: Story = () => (
  <StorySite>
    <Header />
  </StorySite>
);

/** The sticky header: black, 90 px. */
export const HeaderSticky: Story = () => (
  <StorySite actions={STICKY}>
    <div style={{ height: 1200 }}>
      <Header />
    </div>
  </StorySite>
);

/** The mobile sidebar open (set the width to 360). */
export const HeaderMenuOpen: Story = () => (
  <StorySite actions={MENU_OPEN}>
    <Header />
  </StorySite>
);

/** The language switcher on the privacy policy page. */
export const LanguageSwitcherStory: Story = () => (
  <StorySite url="/privacy-policy">
    <LanguageSwitcher />
  </StorySite>
);
LanguageSwitcherStory.storyName = 'Language switcher';

/** The navigation links to the landing sections. */
export const MainNavStory: Story = () => (
  <StorySite>
    <MainNav />
  </StorySite>
);
MainNavStory.storyName = 'Main navigation';

/** The footer with the legal-entity line hidden (click the copyright). */
export const FooterStory: Story = () => (
  <StorySite>
    <Footer />
  </StorySite>
);
FooterStory.storyName = 'Footer';

/** The footer with the legal-entity line shown. */
export const FooterOwnerShown: Story = () => (
  <StorySite actions={OWNER}>
    <Footer />
  </StorySite>
);

/** The breadcrumb: home icon and a two-step trail. */
export const BreadcrumbStory: Story = () => (
  <StorySite url="/privacy-policy" actions={TRAIL}>
    <Breadcrumb />
  </StorySite>
);
BreadcrumbStory.storyName = 'Breadcrumb';
