import { Link } from '../../components/Link';
import { useIntl } from '../../provider/hooks';
import type { LegalParties } from './legal-placeholders';

/**
 * What a legal page shows when its page carries no text (an embedder without a backend, decision
 * 0042): a short notice that the text is not available here, the way to the site's contacts and,
 * when configured, the agency's e-mail; never a text of its own that could differ from the seeded one.
 */
export function LegalUnavailable({ parties }: { readonly parties: LegalParties }) {
  const intl = useIntl();
  return (
    <div className="legal__unavailable" role="note">
      <p>{intl.formatMessage({ id: 'legal.unavailable' })}</p>
      <p>
        <Link to="/?el=contacts">{intl.formatMessage({ id: 'legal.contacts' })}</Link>
        {parties.email === '' ? null : (
          <>
            {' · '}
            <a href={`mailto:${parties.email}`}>{parties.email}</a>
          </>
        )}
      </p>
    </div>
  );
}
