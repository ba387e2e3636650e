import type { MessageKey } from '../../i18n/messages';
import { useIntl, useSiteConfig, useStore } from '../../provider/hooks';
import { selectPage } from '../../provider/selectors';
import { LegalDocument } from './LegalDocument';
import { useLegalContent } from './use-legal-content';

/**
 * A legal page: the text and title its page load carries (web-api's seeded or edited Markdown, the
 * only legal text), naming the agency from the site configuration; without a page title, the footer
 * link's words (`titleKey`) are the h1.
 */
export function LegalScreen({ titleKey }: { readonly titleKey: MessageKey }) {
  const intl = useIntl();
  const config = useSiteConfig();
  const page = useStore(selectPage);
  const rendered = useLegalContent();
  const title =
    typeof page?.title === 'string' && page.title !== ''
      ? page.title
      : intl.formatMessage({ id: titleKey });
  return <LegalDocument title={title} rendered={rendered} parties={config} />;
}
