import { useIntl, useSiteConfig } from '../provider/hooks';
import { quoteMailto } from './quote-mailto';

/** The quote-request mail link of the agency in the page's language; null when no quote e-mail is configured. */
export function useQuoteHref(): string | null {
  const intl = useIntl();
  const { quoteEmail } = useSiteConfig();
  if (quoteEmail === '') return null;
  return quoteMailto(quoteEmail, intl.formatMessage({ id: 'quote.subject' }));
}
