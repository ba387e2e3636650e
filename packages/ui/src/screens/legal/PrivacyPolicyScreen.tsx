import { useSiteConfig } from '../../provider/hooks';
import { useLang } from '../../provider/use-lang';
import { LegalDocument } from './LegalDocument';
import { PRIVACY_POLICY } from './legal-texts';

/** The privacy policy page in the current language, naming the agency from the site configuration. */
export function PrivacyPolicyScreen() {
  const lang = useLang();
  const config = useSiteConfig();
  return <LegalDocument text={PRIVACY_POLICY[lang]} parties={config} />;
}
