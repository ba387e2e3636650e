import { useSiteConfig } from '../../provider/hooks';
import { useLang } from '../../provider/use-lang';
import { LegalDocument } from './LegalDocument';
import { TERMS_OF_SERVICE } from './legal-texts';

/** The terms of service page in the current language, naming the agency from the site configuration. */
export function TermsOfServiceScreen() {
  const lang = useLang();
  const config = useSiteConfig();
  return <LegalDocument text={TERMS_OF_SERVICE[lang]} parties={config} />;
}
