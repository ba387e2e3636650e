// The screen of every page off the landing, code-split from the landing's first files (issue 30):
// loaded through page-screen-module.ts with the page (preloadScreens), so the landing ships none of it.

import { Breadcrumb } from '../layout/Breadcrumb';
import { usePageLocation } from '../provider/page-location';
import { LazyGroupScreen } from './LazyGroupScreen';
import { lazyGroupOf } from './lazy-screens';

/** A page off the landing: its breadcrumb (but in the back office, which has its own layout) and its code-split group's screen. */
export function PageScreen() {
  const { route } = usePageLocation();
  const group = lazyGroupOf(route);
  return (
    <>
      {route.group === 'admin' ? null : <Breadcrumb />}
      {group === null ? null : <LazyGroupScreen group={group} />}
    </>
  );
}
