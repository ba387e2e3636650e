import type { Language } from '@agency/core';
import { AccountIndexScreen } from './AccountIndexScreen';
import { AccountLayout } from './AccountLayout';
import { LocationsScreen } from './import/LocationsScreen';
import { NoAccessScreen } from './NoAccessScreen';
import { PinsOverviewScreen } from './PinsOverviewScreen';
import { PIN_KINDS } from './pins/kinds';
import { PinListScreen } from './pins/PinListScreen';
import { SettingsScreen } from './settings/SettingsScreen';
import { StatisticsScreen } from './statistics/StatisticsScreen';
import { prepareAccountIntl, useAccountMessages } from './use-account-messages';
import { useAccountPage } from './use-account-page';

function Screen() {
  const { match, page } = useAccountPage();
  if (typeof page?.screenDenied === 'string') return <NoAccessScreen />;
  switch (match.route.name) {
    case 'account':
      return <AccountIndexScreen />;
    case 'account-pins':
      return <PinsOverviewScreen />;
    case 'account-pins-locations':
      return <LocationsScreen />;
    case 'account-pins-advertising':
      return <PinListScreen key="advertising" spec={PIN_KINDS.advertising} />;
    case 'account-pins-publications':
      return <PinListScreen key="publications" spec={PIN_KINDS.publications} />;
    case 'account-pins-notifications':
      return <PinListScreen key="notifications" spec={PIN_KINDS.notifications} />;
    case 'account-pins-reviews':
      return <PinListScreen key="reviews" spec={PIN_KINDS.reviews} />;
    case 'account-pins-sites':
      return <PinListScreen key="sites" spec={PIN_KINDS.sites} />;
    case 'account-pins-statistics':
      return <StatisticsScreen />;
    case 'account-settings':
      return <SettingsScreen />;
    default:
      return null;
  }
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
 * Loads what every account route draws besides code: the account texts in the page's language (and,
 * in the browser, their intl). The group module's `preload`.
 */
export function preload(_route: string, lang: Language): Promise<unknown> {
  return prepareAccountIntl(lang);
}
