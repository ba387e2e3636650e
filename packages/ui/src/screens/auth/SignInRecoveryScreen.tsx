import { useIntl } from '../../provider/hooks';
import { AuthShell } from './AuthShell';
import { RecoveryForm } from './RecoveryForm';

/** The password recovery screen. */
export function SignInRecoveryScreen() {
  const intl = useIntl();
  return (
    <AuthShell title={intl.formatMessage({ id: 'auth.recovery.title' })} back>
      <RecoveryForm />
    </AuthShell>
  );
}
