import { type ComponentType, type LazyExoticComponent, Suspense, useEffect } from 'react';
import { ScreenLoading } from '../components/ScreenLoading';
import { usePageLocation } from '../provider/page-location';
import { useLang } from '../provider/use-lang';
import { lazyPart } from './lazy-part';
import { type GroupPage, hydratesOnUse, type LazyGroup, screenGroup } from './lazy-screens';
import { whenUsed } from './when-used';

/** A group's lazy screen and the page it was first drawn for. */
interface Part {
  readonly Screen: LazyExoticComponent<ComponentType>;
  readonly page: GroupPage;
}

const parts = new Map<LazyGroup, Part>();
// A screen still waiting for the visitor: what stops the wait (the screen left the page) and what
// ends it (another page of its group is drawn).
const waits = new Map<LazyGroup, { readonly stop: AbortController; readonly wake: () => void }>();

// Resolves once the visitor presses or focuses anything in the page's main part, a navigation asks for
// the group's code or draws another page of it; at once but for the server's HTML of a route hydrated
// on use (on the server, after a navigation, e-mail confirmation).
function whenWanted(group: LazyGroup, page: GroupPage): Promise<void> {
  const main = typeof document === 'undefined' ? null : document.getElementById('main');
  if (!hydratesOnUse(group, page.route) || main?.firstElementChild == null)
    return Promise.resolve();
  const stop = new AbortController();
  let wake = () => {};
  const woken = new Promise<void>((resolve) => {
    wake = resolve;
  });
  waits.set(group, { stop, wake });
  return whenUsed(main, Promise.race([screenGroup(group).asked(), woken]), stop.signal).then(() => {
    waits.delete(group);
  });
}

// On the server, at hydration (but for a route hydrated on use) and after a navigation, the group is
// loaded before the render (preloadScreens) and drawn at once. A route hydrated on use keeps the
// server's HTML (its forms post without JavaScript, its links are links) until it is wanted; its code
// then loads with the texts of the page the server drew (React hydrates it as drawn before a
// navigation's change, another language, reaches it).
function partOf(group: LazyGroup, page: GroupPage): Part {
  let part = parts.get(group);
  if (part === undefined) {
    const module = screenGroup(group);
    module.drawnIn(page);
    part = {
      Screen: lazyPart({
        loaded: module.loaded,
        load: module.loadDrawn,
        pick: (loaded) => loaded.GroupScreen,
        when: () => whenWanted(group, page),
      }),
      page,
    };
    parts.set(group, part);
  }
  return part;
}

/**
 * Draws a code-split group's screen, or the preloader's spinner while its code loads; the sign-in
 * screens' server HTML is hydrated only once the visitor uses it (issue 30).
 */
export function LazyGroupScreen({ group }: { readonly group: LazyGroup }) {
  const { route, query } = usePageLocation();
  const lang = useLang();
  const { Screen, page } = partOf(group, { route: route.name, lang, query });
  // Another page of the group while the screen still waits (a link that only changes the query): React
  // drops the server's HTML it cannot hydrate yet, so the code loads now to draw the new page.
  useEffect(() => {
    if (page.route !== route.name || page.lang !== lang || page.query !== query)
      waits.get(group)?.wake();
  }, [group, page, route, lang, query]);
  // A screen that leaves the page still waiting stops waiting; it is drawn afresh if it comes back.
  useEffect(
    () => () => {
      const wait = waits.get(group);
      if (wait === undefined) return;
      wait.stop.abort();
      waits.delete(group);
      parts.delete(group);
    },
    [group],
  );
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}
