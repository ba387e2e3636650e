import { ConfirmDialog } from '../components/ConfirmDialog';
import { Notifications } from '../components/Notifications';
import { useIntl } from '../provider/hooks';
import { Preloader } from '../shell/Preloader';
import { RoutedScreen } from '../shell/RoutedScreen';

/**
 * The frame of the back office's pages: no marketing header, breadcrumb or footer. Its screens
 * draw their own layout (the admin layout: side menu, title, the admin's name, sign-out) with the
 * page's `main`; the preloader, notifications and confirmation dialog are the site's.
 */
export function BackOfficeShell() {
  const intl = useIntl();
  return (
    <div className="site site--back-office" data-theme="white">
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'shell.skip' })}
      </a>
      <Preloader />
      <RoutedScreen />
      <Notifications />
      <ConfirmDialog />
    </div>
  );
}
