import { usePageLocation } from '../provider/page-location';
import { SignInConfirmationScreen } from '../screens/auth/SignInConfirmationScreen';
import { SignInRecoveryScreen } from '../screens/auth/SignInRecoveryScreen';
import { SignInScreen } from '../screens/auth/SignInScreen';
import { EmailConfirmationScreen } from '../screens/email-confirmation/EmailConfirmationScreen';
import { ErrorScreen } from '../screens/errors/ErrorScreen';
import { LandingScreen } from '../screens/landing/LandingScreen';
// The screens' own files, not the folder's index: the index also carries every language's text.
import { PrivacyPolicyScreen } from '../screens/legal/PrivacyPolicyScreen';
import { TermsOfServiceScreen } from '../screens/legal/TermsOfServiceScreen';
import { TypographyScreen } from '../screens/typography/TypographyScreen';
import { isCodeSplitGroup, LazyGroupScreen } from './lazy-screens';

/** The screen of the page's route. */
export function RoutedScreen() {
  const { route, params } = usePageLocation();
  switch (route.name) {
    case 'home':
      return <LandingScreen />;
    case 'ui':
      return <TypographyScreen />;
    case 'privacy-policy':
      return <PrivacyPolicyScreen />;
    case 'terms-of-service':
      return <TermsOfServiceScreen />;
    case 'email-confirmation':
      return <EmailConfirmationScreen />;
    case 'sign-in':
      return <SignInScreen />;
    case 'sign-in-confirmation':
      return <SignInConfirmationScreen />;
    case 'sign-in-recovery':
      return <SignInRecoveryScreen />;
    case 'dev-start':
      // R2.8: /dev-start is empty.
      return null;
    case 'error':
      return <ErrorScreen code={params.code} />;
    default:
      // Code-split groups (account) load through lazy-screens; admin screens arrive later (404 until then).
      if (isCodeSplitGroup(route.group)) return <LazyGroupScreen group={route.group} />;
      return <ErrorScreen code="404" />;
  }
}
