import { LegalScreen } from './LegalScreen';

/** The terms of service page in the current language, naming the agency from the site configuration. */
export function TermsOfServiceScreen() {
  return <LegalScreen titleKey="footer.terms" />;
}
