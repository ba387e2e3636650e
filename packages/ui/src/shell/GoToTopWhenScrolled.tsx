import { goTopVisible } from '@agency/core';
import { Suspense } from 'react';
import { useStore } from '../provider/hooks';
import { selectScrollY, selectWindowHeight } from '../provider/selectors';
import { useIsBrowser } from '../provider/use-is-browser';
import { lazyPart } from './lazy-part';

// The button's code (and its smooth scroll) loads the first time the button is to show, not with
// every page (issue 30): the server never draws it, so nothing waits to hydrate.
const LazyGoToTop = lazyPart({
  loaded: () => null,
  load: () => import('./GoToTop'),
  pick: (module) => module.GoToTop,
  when: () => Promise.resolve(),
});

/** The site's go-to-top button (`GoToTop`), its code loaded once the scroll first exceeds the window height. */
export function GoToTopWhenScrolled() {
  const scrollY = useStore(selectScrollY);
  const height = useStore(selectWindowHeight);
  const browser = useIsBrowser();
  if (!browser || !goTopVisible(scrollY, height)) return null;
  return (
    <Suspense>
      <LazyGoToTop />
    </Suspense>
  );
}
