import { usePageLocation } from '../provider/page-location';
import { ErrorScreen } from '../screens/errors/ErrorScreen';
import { LandingScreen } from '../screens/landing/LandingScreen';
import { TypographyScreen } from '../screens/typography/TypographyScreen';

/** The screen of the page's route. */
export function RoutedScreen() {
  const { route, params } = usePageLocation();
  switch (route.name) {
    case 'home':
      return <LandingScreen />;
    case 'ui':
      return <TypographyScreen />;
    case 'dev-start':
      // Spec §2: /dev-start is empty.
      return null;
    case 'error':
      return <ErrorScreen code={params.code} />;
    default:
      // Account and admin screens arrive with issue 6; until then these routes show the 404 page.
      return <ErrorScreen code="404" />;
  }
}
