import { useAccountPage } from './use-account-page';
import { useText } from './use-text';

/** An account screen whose data the caller's roles may not read: its title and "no access". */
export function NoAccessScreen() {
  const { t } = useText();
  const { page } = useAccountPage();
  return (
    <section className="account-screen">
      <h1>{typeof page?.title === 'string' ? page.title : ''}</h1>
      <p role="alert" className="account-state account-state--error">
        {t('access.denied')}
      </p>
    </section>
  );
}
