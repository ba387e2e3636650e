import { usePageLocation } from '../../provider/page-location';
import { EmailConfirmationScreen } from '../email-confirmation/EmailConfirmationScreen';
import { ErrorScreen } from '../errors/ErrorScreen';
import { PrivacyPolicyScreen } from '../legal/PrivacyPolicyScreen';
import { TermsOfServiceScreen } from '../legal/TermsOfServiceScreen';
import { TypographyScreen } from '../typography/TypographyScreen';
import { SignInConfirmationScreen } from './SignInConfirmationScreen';
import { SignInRecoveryScreen } from './SignInRecoveryScreen';
import { SignInScreen } from './SignInScreen';

/** The screen of a public route that is not on the landing's path: the sign-in family, e-mail confirmation, typography, the legal pages. */
export function GroupScreen() {
  const { route } = usePageLocation();
  switch (route.name) {
    case 'sign-in':
      return <SignInScreen />;
    case 'sign-in-confirmation':
      return <SignInConfirmationScreen />;
    case 'sign-in-recovery':
      return <SignInRecoveryScreen />;
    case 'email-confirmation':
      return <EmailConfirmationScreen />;
    case 'ui':
      return <TypographyScreen />;
    case 'privacy-policy':
      return <PrivacyPolicyScreen />;
    case 'terms-of-service':
      return <TermsOfServiceScreen />;
    default:
      return <ErrorScreen code="404" />;
  }
}
