import { useIntl, useSiteConfig } from '../provider/hooks';
import { quoteMailto } from './quote-mailto';

/** The quote-request mail link of the agency in the page's language. */
export function useQuoteHref(): string {
  const intl = useIntl();
  const { quoteEmail } = useSiteConfig();
  return quoteMailto(quoteEmail, intl.formatMessage({ id: 'quote.subject' }));
}
