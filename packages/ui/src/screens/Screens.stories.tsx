import { App } from '../App';
import { StorySite } from '../stories/StorySite';
import type { Story, StoryDefault } from '../stories/story-types';
import { SignInConfirmationScreen } from './auth/SignInConfirmationScreen';
import { SignInRecoveryScreen } from './auth/SignInRecoveryScreen';
import { SignInScreen } from './auth/SignInScreen';
import { EmailConfirmationScreen } from './email-confirmation/EmailConfirmationScreen';
import { ErrorScreen } from './errors/ErrorScreen';
import { About } from './landing/About';
import { Contacts } from './landing/Contacts';
import { Hero } from './landing/Hero';
import { LandingScreen } from './landing/LandingScreen';
import { LocationMarketing } from './landing/LocationMarketing';
import { Slides } from './landing/Slides';
import { Solutions } from './landing/Solutions';
import { TextMask } from './landing/TextMask';
import { TypographyScreen } from './typography/TypographyScreen';

export default { title: 'Screens' } satisfies StoryDefault;

/** The whole landing page inside the shell (header, footer). */
export const LandingPage: Story = () => (
  <StorySite>
    <App url="/" />
  </StorySite>
);

/** The landing screen alone. */
export const Landing: Story = () => (
  <StorySite>
    <LandingScreen />
  </StorySite>
);

/** Landing: the hero. */
export const LandingHero: Story = () => (
  <StorySite>
    <Hero />
  </StorySite>
);

/** Landing: 'Digital Marketing, Delivered!'. */
export const LandingSolutions: Story = () => (
  <StorySite>
    <Solutions />
  </StorySite>
);

/** Landing: the location-based marketing block. */
export const LandingLocation: Story = () => (
  <StorySite>
    <LocationMarketing />
  </StorySite>
);

/** Landing: the three slides. */
export const LandingSlides: Story = () => (
  <StorySite>
    <Slides />
  </StorySite>
);

/** Landing: about. */
export const LandingAbout: Story = () => (
  <StorySite>
    <About />
  </StorySite>
);

/** Landing: contacts. */
export const LandingContacts: Story = () => (
  <StorySite>
    <Contacts />
  </StorySite>
);

/** Landing: the text mask (scroll the story to see it move). */
export const LandingTextMask: Story = () => (
  <StorySite actions={[{ type: 'document/scrolled', x: 0, y: 700 }]}>
    <TextMask />
  </StorySite>
);

/** The typography demo (/ui). */
export const Typography: Story = () => (
  <StorySite url="/ui">
    <TypographyScreen />
  </StorySite>
);

/** The error page, 404. */
export const ErrorPage: Story = () => (
  <StorySite url="/404">
    <ErrorScreen code="404" />
  </StorySite>
);

/** The error page inside the shell, 403. */
export const ErrorPageInShell: Story = () => (
  <StorySite url="/403">
    <App url="/403" />
  </StorySite>
);

/** Sign-in: e-mail + password and phone. The password "wrong" shows a server field error. */
export const SignIn: Story = () => (
  <StorySite url="/sign-in">
    <div data-theme="black">
      <SignInScreen />
    </div>
  </StorySite>
);

/** One-time code entry; the code 000000 shows a server field error. */
export const SignInConfirmation: Story = () => (
  <StorySite url="/sign-in/confirmation?phone=%2B380501234567">
    <div data-theme="black">
      <SignInConfirmationScreen />
    </div>
  </StorySite>
);

/** Password recovery in two steps. */
export const SignInRecovery: Story = () => (
  <StorySite url="/sign-in/recovery">
    <div data-theme="black">
      <SignInRecoveryScreen />
    </div>
  </StorySite>
);

/** E-mail confirmation with a token (confirms after a second). */
export const EmailConfirmation: Story = () => (
  <StorySite url="/email-confirmation?token=q3Jx0c8mWm4z6b1n2v5c7x9z0a1s2d3f">
    <div data-theme="black">
      <EmailConfirmationScreen />
    </div>
  </StorySite>
);

/** E-mail confirmation opened without a token. */
export const EmailConfirmationWithoutToken: Story = () => (
  <StorySite url="/email-confirmation">
    <div data-theme="black">
      <EmailConfirmationScreen />
    </div>
  </StorySite>
);
