import { ConfirmDialog } from './components/ConfirmDialog';
import { Notifications } from './components/Notifications';
import { BackOfficeShell } from './layout/BackOfficeShell';
import { Breadcrumb } from './layout/Breadcrumb';
import { FooterWhenSeen } from './layout/FooterWhenSeen';
import { Header } from './layout/Header';
import { useIntl, useStore } from './provider/hooks';
import { PageLocation } from './provider/PageLocation';
import { usePageLocation } from './provider/page-location';
import { selectPage } from './provider/selectors';
import { GoToTopWhenScrolled } from './shell/GoToTopWhenScrolled';
import { Preloader } from './shell/Preloader';
import { RoutedScreen } from './shell/RoutedScreen';

/** Props of `App`: the URL (path and query) of the page whose data is in the store. */
export interface AppProps {
  /** Default: the page data's `route` (the full path the page load was asked for), else '/'. */
  readonly url?: string;
}

/**
 * The root shell: preloader, header, breadcrumb, the routed screen, footer, go-to-top,
 * notifications and the confirmation dialog (browser only); the back office's pages have their
 * own frame (BackOfficeShell). Render it inside `SiteProvider`.
 */
export function App({ url }: AppProps) {
  const page = useStore(selectPage);
  const fromPage = typeof page?.route === 'string' ? page.route : '/';
  return (
    <PageLocation url={url ?? fromPage}>
      <Shell />
    </PageLocation>
  );
}

function Shell() {
  const intl = useIntl();
  const { route } = usePageLocation();
  if (route.group === 'admin') return <BackOfficeShell />;
  return (
    <div className="site" data-theme={route.theme ?? 'white'}>
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'shell.skip' })}
      </a>
      <Preloader />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Breadcrumb />
        <RoutedScreen />
      </main>
      <FooterWhenSeen />
      <GoToTopWhenScrolled />
      <Notifications />
      <ConfirmDialog />
    </div>
  );
}
