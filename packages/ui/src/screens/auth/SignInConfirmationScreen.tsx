import { returnQuery, routePath } from '@agency/core';
import { Link } from '../../components/Link';
import { useIntl } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { useLang } from '../../provider/use-lang';
import { AuthShell } from './AuthShell';
import { ConfirmationForm } from './ConfirmationForm';

/** The confirmation screen: one-time code entry for the phone named in the query, with a way back to change it. */
export function SignInConfirmationScreen() {
  const intl = useIntl();
  const lang = useLang();
  const { query } = usePageLocation();
  const phone = query.phone ?? '';
  // Back to the phone tab, keeping where the sign-in returns to.
  const change = { tab: 'phone', ...returnQuery(query) };
  return (
    <AuthShell title={intl.formatMessage({ id: 'auth.confirmation.title' })} back>
      {phone === '' ? (
        <p>{intl.formatMessage({ id: 'auth.confirmation.textNoTarget' })}</p>
      ) : (
        <p>
          {intl.formatMessage({ id: 'auth.confirmation.text' }, { target: phone })}{' '}
          <Link to={routePath('sign-in', lang, {}, change)} keep={Object.keys(change)}>
            {intl.formatMessage({ id: 'auth.confirmation.change' })}
          </Link>
        </p>
      )}
      <ConfirmationForm phone={phone} />
    </AuthShell>
  );
}
