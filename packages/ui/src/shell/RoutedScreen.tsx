import { usePageLocation } from '../provider/page-location';
import { ErrorScreen } from '../screens/errors/ErrorScreen';
import { LandingScreen } from '../screens/landing/LandingScreen';
// The screens' own files, not the folder's index: the index also carries every language's text.
import { PrivacyPolicyScreen } from '../screens/legal/PrivacyPolicyScreen';
import { TermsOfServiceScreen } from '../screens/legal/TermsOfServiceScreen';
import { LazyGroupScreen, lazyGroupOf } from './lazy-screens';

/** The screen of the page's route. */
export function RoutedScreen() {
  const { route } = usePageLocation();
  switch (route.name) {
    case 'home':
      return <LandingScreen />;
    case 'privacy-policy':
      return <PrivacyPolicyScreen />;
    case 'terms-of-service':
      return <TermsOfServiceScreen />;
    case 'dev-start':
      // R2.8: /dev-start is empty.
      return null;
    default: {
      // Code-split screens (account, admin, the sign-in family, e-mail confirmation, typography, the error page) load through lazy-screens.
      const group = lazyGroupOf(route);
      return group === null ? <ErrorScreen code="404" /> : <LazyGroupScreen group={group} />;
    }
  }
}
