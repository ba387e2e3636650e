// The legal pages' code-split module (privacy policy, terms of service): loaded only through
// lazy-screens.ts, apart from the sign-in screens, so neither page loads the other's code (issue 30).
import type { Language } from '@agency/core';
import { createElement } from 'react';
import { usePageLocation } from '../provider/page-location';
import { isLegalDocumentName, loadLegalText } from '../screens/legal/legal-text-loader';
import { PrivacyPolicyScreen } from '../screens/legal/PrivacyPolicyScreen';
import { TermsOfServiceScreen } from '../screens/legal/TermsOfServiceScreen';

/** The legal page of the route: the terms of service on their route, the privacy policy on its own. */
export function GroupScreen() {
  const { route } = usePageLocation();
  return createElement(
    route.name === 'terms-of-service' ? TermsOfServiceScreen : PrivacyPolicyScreen,
  );
}

/** Loads the legal page's text in the language before it is drawn. */
export function preload(route: string, lang: Language): Promise<unknown> {
  return isLegalDocumentName(route) ? loadLegalText(route, lang) : Promise.resolve();
}
