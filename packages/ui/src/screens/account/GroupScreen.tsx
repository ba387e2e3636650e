import type { Language } from '@agency/core';
import { AccountIndexScreen } from './AccountIndexScreen';
import { AccountLayout } from './AccountLayout';
import { NoAccessScreen } from './NoAccessScreen';
import { PinsOverviewScreen } from './PinsOverviewScreen';
import { loadRouteScreen, routeScreen } from './route-screens';
import { prepareAccountIntl, useAccountMessages } from './use-account-messages';
import { useAccountPage } from './use-account-page';

function Screen() {
  const { match, page } = useAccountPage();
  const route = match.route.name;
  if (typeof page?.screenDenied === 'string') return <NoAccessScreen />;
  if (route === 'account') return <AccountIndexScreen />;
  if (route === 'account-pins') return <PinsOverviewScreen />;
  const RouteScreen = routeScreen(route);
  return RouteScreen === null ? null : <RouteScreen route={route} />;
}

/** The account area: its layout around the screen of the page's account route. */
export function GroupScreen() {
  // The group's preload loads the texts before any render; a screen drawn without it (never by the
  // host) waits for them a moment. Not the preloader's spinner: importing it here would move it out of
  // the landing's entry into a shared chunk, 64 bytes more of the landing's gzip.
  if (!useAccountMessages()) return null;
  return (
    <AccountLayout>
      <Screen />
    </AccountLayout>
  );
}

/**
 * Loads what an account route draws besides the area's own code: the account texts in the page's
 * language (and, in the browser, their intl) and the route's code-split screen. The group module's
 * `preload`.
 */
export function preload(route: string, lang: Language): Promise<unknown> {
  return Promise.all([prepareAccountIntl(lang), loadRouteScreen(route)]);
}
