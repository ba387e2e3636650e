import type { ReactNode } from 'react';
import { ConfirmDialog } from './components/ConfirmDialog';
import { Notifications } from './components/Notifications';
import { FooterWhenSeen } from './layout/FooterWhenSeen';
import { Header } from './layout/Header';
import { useIntl, useStore } from './provider/hooks';
import { PageLocation } from './provider/PageLocation';
import { usePageLocation } from './provider/page-location';
import { selectPage } from './provider/selectors';
import { GoToTopWhenScrolled } from './shell/GoToTopWhenScrolled';
import { Preloader } from './shell/Preloader';
import { RoutedScreen } from './shell/RoutedScreen';
import { type SitePageParts, SitePagePartsContext } from './shell/site-page-parts';

/** Elements a server draws instead of the site's header and footer (their kept markup, issue 30). */
export interface AppParts {
  readonly header?: ReactNode;
  readonly footer?: ReactNode;
}

/** Props of `App`: the URL (path and query) of the page whose data is in the store. */
export interface AppProps {
  /** Default: the page data's `route` (the full path the page load was asked for), else '/'. */
  readonly url?: string;
  /** Server only: the header's and footer's markup drawn before (KeptHeader, KeptFooter); the browser draws its own. */
  readonly parts?: AppParts;
}

/**
 * The root shell: preloader, header, the routed screen (with its breadcrumb), footer, go-to-top,
 * notifications and the confirmation dialog (browser only); the back office's pages have none of
 * the marketing header, breadcrumb, footer and go-to-top. Render it inside `SiteProvider`.
 */
export function App({ url, parts }: AppProps) {
  const page = useStore(selectPage);
  const fromPage = typeof page?.route === 'string' ? page.route : '/';
  return (
    <PageLocation url={url ?? fromPage}>
      <Shell parts={parts} />
    </PageLocation>
  );
}

// The site's page parts, given to the back office's screens: the content preview draws a site page
// with them.
const PAGE_PARTS: SitePageParts = { Header, RoutedScreen, Footer: FooterWhenSeen };

function Shell({ parts }: { parts: AppParts | undefined }) {
  const intl = useIntl();
  const { route } = usePageLocation();
  return (
    <div
      className={route.group === 'admin' ? 'site site--back-office' : 'site'}
      data-theme={route.theme ?? 'white'}
    >
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'shell.skip' })}
      </a>
      <Preloader />
      {route.group === 'admin' ? (
        // The back office's screens draw their own layout (side menu, title, the admin's name,
        // sign-out) with the page's `main`.
        <SitePagePartsContext.Provider value={PAGE_PARTS}>
          <RoutedScreen />
        </SitePagePartsContext.Provider>
      ) : (
        <>
          {parts?.header ?? <Header />}
          <main id="main" className="main" tabIndex={-1}>
            <RoutedScreen />
          </main>
          {parts?.footer ?? <FooterWhenSeen />}
          <GoToTopWhenScrolled />
        </>
      )}
      <Notifications />
      <ConfirmDialog />
    </div>
  );
}
