import { AccountIndexScreen } from './AccountIndexScreen';
import { AccountLayout } from './AccountLayout';
import { LocationsScreen } from './import/LocationsScreen';
import { NoAccessScreen } from './NoAccessScreen';
import { PinsOverviewScreen } from './PinsOverviewScreen';
import { PIN_KINDS } from './pins/kinds';
import { PinListScreen } from './pins/PinListScreen';
import { SettingsScreen } from './settings/SettingsScreen';
import { StatisticsScreen } from './statistics/StatisticsScreen';
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
  return (
    <AccountLayout>
      <Screen />
    </AccountLayout>
  );
}
