import { useIntl } from '../../provider/hooks';
import { usePageLocation } from '../../provider/page-location';
import { AuthShell } from './AuthShell';
import { ConfirmationForm } from './ConfirmationForm';

/** The confirmation screen: one-time code entry for the phone named in the query. */
export function SignInConfirmationScreen() {
  const intl = useIntl();
  const { query } = usePageLocation();
  const phone = query.phone ?? '';
  return (
    <AuthShell title={intl.formatMessage({ id: 'auth.confirmation.title' })} back>
      <p>
        {phone === ''
          ? intl.formatMessage({ id: 'auth.confirmation.textNoTarget' })
          : intl.formatMessage({ id: 'auth.confirmation.text' }, { target: phone })}
      </p>
      <ConfirmationForm phone={phone} />
    </AuthShell>
  );
}
