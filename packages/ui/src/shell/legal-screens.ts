// The legal pages' code-split module (privacy policy, terms of service): loaded only through
// lazy-screens.ts, apart from the sign-in screens, so neither page loads the other's code (issue 30);
// their text comes with the page load (decision 0042), so the group preloads nothing.
import { createElement } from 'react';
import { usePageLocation } from '../provider/page-location';
import { PrivacyPolicyScreen } from '../screens/legal/PrivacyPolicyScreen';
import { TermsOfServiceScreen } from '../screens/legal/TermsOfServiceScreen';

/** The legal page of the route: the terms of service on their route, the privacy policy on its own. */
export function GroupScreen() {
  const { route } = usePageLocation();
  return createElement(
    route.name === 'terms-of-service' ? TermsOfServiceScreen : PrivacyPolicyScreen,
  );
}
