import { ConfirmDialog } from '../components/ConfirmDialog';
import { Notifications } from '../components/Notifications';
import { useIntl } from '../provider/hooks';
import { Preloader } from '../shell/Preloader';
import { RoutedScreen } from '../shell/RoutedScreen';
import { type SitePageParts, SitePagePartsContext } from '../shell/site-page-parts';
import { FooterWhenSeen } from './FooterWhenSeen';
import { Header } from './Header';

const PAGE_PARTS: SitePageParts = { Header, RoutedScreen, Footer: FooterWhenSeen };

/**
 * The frame of the back office's pages: no marketing header, breadcrumb or footer. Its screens
 * draw their own layout (the admin layout: side menu, title, the admin's name, sign-out) with the
 * page's `main`; the preloader, notifications and confirmation dialog are the site's. The site's
 * page parts are given to its screens (the content preview draws a site page with them).
 */
export function BackOfficeShell() {
  const intl = useIntl();
  return (
    <div className="site site--back-office" data-theme="white">
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'shell.skip' })}
      </a>
      <Preloader />
      <SitePagePartsContext.Provider value={PAGE_PARTS}>
        <RoutedScreen />
      </SitePagePartsContext.Provider>
      <Notifications />
      <ConfirmDialog />
    </div>
  );
}
