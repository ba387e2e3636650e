import type { Language, Query } from '@agency/core';
import { type ComponentType, type LazyExoticComponent, Suspense, useEffect } from 'react';
import { ScreenLoading } from '../components/ScreenLoading';
import { usePageLocation } from '../provider/page-location';
import { useLang } from '../provider/use-lang';
import { lazyPart } from './lazy-part';
import {
  type GroupScreenModule,
  groupAsked,
  hydratesOnUse,
  type LazyGroup,
  loadedGroup,
  loadGroup,
} from './lazy-screens';
import { whenUsed } from './when-used';

/** The page a group's screen was drawn for. */
interface DrawnPage {
  readonly route: string;
  readonly lang: Language;
  readonly query: Query;
}

// The page the browser first drew each group's screen for: the server's HTML, which the screen hydrates.
const drawn = new Map<LazyGroup, DrawnPage>();
const parts = new Map<LazyGroup, LazyExoticComponent<ComponentType>>();
// A screen still waiting for the visitor: what stops the wait (the screen left the page) and what
// ends it (another page of its group is drawn).
const waits = new Map<LazyGroup, { readonly stop: AbortController; readonly wake: () => void }>();

async function loadDrawn(group: LazyGroup): Promise<GroupScreenModule> {
  const module = await loadGroup(group);
  const page = drawn.get(group);
  // The texts of the language the server drew the screen in: React hydrates it in that language before
  // a navigation's change (another language) reaches it.
  if (page !== undefined) await module.preload?.(page.route, page.lang, page.query);
  return module;
}

// Resolves once the visitor presses or focuses anything in the page's main part, a navigation asks for
// the group's code or draws another page of it; at once but for the server's HTML of a route hydrated
// on use (on the server, after a navigation, e-mail confirmation).
function whenWanted(group: LazyGroup): Promise<void> {
  const page = drawn.get(group);
  const main = typeof document === 'undefined' ? null : document.getElementById('main');
  if (page === undefined || !hydratesOnUse(group, page.route) || main?.firstElementChild == null)
    return Promise.resolve();
  const stop = new AbortController();
  let wake = () => {};
  const woken = new Promise<void>((resolve) => {
    wake = resolve;
  });
  waits.set(group, { stop, wake });
  return whenUsed(main, Promise.race([groupAsked(group), woken]), stop.signal).then(() => {
    waits.delete(group);
  });
}

// On the server, at hydration (but for a route hydrated on use) and after a navigation, the group is
// loaded before the render (preloadScreens) and drawn at once. A route hydrated on use keeps the
// server's HTML (its forms post without JavaScript, its links are links) until it is wanted.
function partOf(group: LazyGroup): LazyExoticComponent<ComponentType> {
  let part = parts.get(group);
  if (part === undefined) {
    part = lazyPart({
      loaded: () => loadedGroup(group) ?? null,
      load: () => loadDrawn(group),
      pick: (module) => module.GroupScreen,
      when: () => whenWanted(group),
    });
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
  if (typeof document !== 'undefined' && !drawn.has(group))
    drawn.set(group, { route: route.name, lang, query });
  // Another page of the group while the screen still waits (a link that only changes the query): React
  // drops the server's HTML it cannot hydrate yet, so the code loads now to draw the new page.
  useEffect(() => {
    const page = drawn.get(group);
    if (
      page !== undefined &&
      (page.route !== route.name || page.lang !== lang || page.query !== query)
    )
      waits.get(group)?.wake();
  }, [group, route, lang, query]);
  // A screen that leaves the page still waiting stops waiting; it is drawn afresh if it comes back.
  useEffect(
    () => () => {
      const wait = waits.get(group);
      if (wait === undefined) return;
      wait.stop.abort();
      waits.delete(group);
      parts.delete(group);
      drawn.delete(group);
    },
    [group],
  );
  const Part = partOf(group);
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Part />
    </Suspense>
  );
}
