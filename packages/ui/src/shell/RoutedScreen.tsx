import { Suspense } from 'react';
import { usePageLocation } from '../provider/page-location';
import { LandingScreen } from '../screens/landing/LandingScreen';
import { lazyPart } from './lazy-part';
import { loadedPageScreen, loadPageScreen } from './page-screen-module';

// Every page off the landing: its breadcrumb and its code-split group's screen, from a chunk the host
// loads before drawing such a page (preloadScreens), so it is drawn at once.
const LazyPageScreen = lazyPart({
  loaded: loadedPageScreen,
  load: loadPageScreen,
  pick: (module) => module.PageScreen,
  when: () => Promise.resolve(),
});

/** The screen of the page's route, with its breadcrumb but on the landing. */
export function RoutedScreen() {
  const { route } = usePageLocation();
  if (route.name === 'home') return <LandingScreen />;
  return (
    <Suspense>
      <LazyPageScreen />
    </Suspense>
  );
}
