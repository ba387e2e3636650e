import { ScreenLoading } from '../../components/ScreenLoading';
import { useRenderedContent } from '../../components/use-rendered-content';
import { useSiteConfig } from '../../provider/hooks';
import { LegalDocument } from './LegalDocument';
import { useLegalText } from './use-legal-text';

/** The privacy policy page in the current language, naming the agency from the site configuration. */
export function PrivacyPolicyScreen() {
  const config = useSiteConfig();
  const text = useLegalText('privacy-policy');
  const rendered = useRenderedContent();
  return text === null ? (
    <ScreenLoading />
  ) : (
    <LegalDocument text={text} parties={config} rendered={rendered} />
  );
}
