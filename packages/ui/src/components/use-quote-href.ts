import { useIntl, useSiteConfig } from '../provider/hooks';
import { quoteMailto } from './quote-mailto';

/**
 * The quote-request mail link of the agency in the page's language, its subject naming `service`
 * (already worded) when given; null when no quote e-mail is configured.
 */
export function useQuoteHref(service?: string): string | null {
  const intl = useIntl();
  const { quoteEmail } = useSiteConfig();
  if (quoteEmail === '') return null;
  const subject =
    service === undefined
      ? intl.formatMessage({ id: 'quote.subject' })
      : intl.formatMessage({ id: 'quote.subjectFor' }, { service });
  return quoteMailto(quoteEmail, subject);
}
