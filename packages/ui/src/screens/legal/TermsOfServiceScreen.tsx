import { ScreenLoading } from '../../components/ScreenLoading';
import { useRenderedContent } from '../../components/use-rendered-content';
import { useSiteConfig } from '../../provider/hooks';
import { LegalDocument } from './LegalDocument';
import { useLegalText } from './use-legal-text';

/** The terms of service page in the current language, naming the agency from the site configuration. */
export function TermsOfServiceScreen() {
  const config = useSiteConfig();
  const text = useLegalText('terms-of-service');
  const rendered = useRenderedContent();
  return text === null ? (
    <ScreenLoading />
  ) : (
    <LegalDocument text={text} parties={config} rendered={rendered} />
  );
}
