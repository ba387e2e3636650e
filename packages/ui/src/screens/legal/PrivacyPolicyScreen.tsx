import { LegalScreen } from './LegalScreen';

/** The privacy policy page in the current language, naming the agency from the site configuration. */
export function PrivacyPolicyScreen() {
  return <LegalScreen titleKey="footer.privacy" />;
}
