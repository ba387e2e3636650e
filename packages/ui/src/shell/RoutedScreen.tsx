import { usePageLocation } from '../provider/page-location';
import { LandingScreen } from '../screens/landing/LandingScreen';
import { LazyGroupScreen, lazyGroupOf } from './lazy-screens';

/** The screen of the page's route. */
export function RoutedScreen() {
  const { route } = usePageLocation();
  switch (route.name) {
    case 'home':
      return <LandingScreen />;
    case 'dev-start':
      // R2.8: /dev-start is empty.
      return null;
    default: {
      // Code-split screens (account, admin, the sign-in family, e-mail confirmation, typography, the legal pages, the error page) load through lazy-screens.
      const group = lazyGroupOf(route);
      return group === null ? null : <LazyGroupScreen group={group} />;
    }
  }
}
