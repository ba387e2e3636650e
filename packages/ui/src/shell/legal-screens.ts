// The legal pages' code-split module (privacy policy, terms of service): loaded only through
// lazy-screens.ts, apart from the sign-in screens, so neither page loads the other's code (issue 30);
// their text comes with the page load (decision 0042); the group preloads its own few words.
import type { Language } from '@agency/core';
import { createElement } from 'react';
import { usePageLocation } from '../provider/page-location';
import { loadLegalMessages } from '../screens/legal/i18n/load-legal-messages';
import { PrivacyPolicyScreen } from '../screens/legal/PrivacyPolicyScreen';
import { TermsOfServiceScreen } from '../screens/legal/TermsOfServiceScreen';

/** The legal page of the route: the terms of service on their route, the privacy policy on its own. */
export function GroupScreen() {
  const { route } = usePageLocation();
  return createElement(
    route.name === 'terms-of-service' ? TermsOfServiceScreen : PrivacyPolicyScreen,
  );
}

/** Loads the legal pages' own words in the language before a legal page is drawn. */
export function preload(_route: string, lang: Language): Promise<unknown> {
  return loadLegalMessages(lang);
}
