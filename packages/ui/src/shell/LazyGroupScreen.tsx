import type { Language, Query } from '@agency/core';
import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
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

// The page the browser first drew each group's screen for: the server's HTML, which the screen hydrates.
const drawn = new Map<LazyGroup, { route: string; lang: Language; query: Query }>();

async function loadDrawn(group: LazyGroup): Promise<GroupScreenModule> {
  const module = await loadGroup(group);
  const page = drawn.get(group);
  // The texts of the language the server drew the screen in: React hydrates it in that language before
  // a navigation's change (another language) reaches it.
  if (page !== undefined) await module.preload?.(page.route, page.lang, page.query);
  return module;
}

const parts = new Map<LazyGroup, LazyExoticComponent<ComponentType>>();

// On the server, at hydration (but for a group hydrated on use) and after a navigation, the group is
// loaded before the render (preloadScreens) and drawn at once. A group hydrated on use keeps the
// server's HTML (its forms post without JavaScript, its links are links) until the visitor presses or
// focuses anything in the page's main part, or a navigation asks for the group's code.
function partOf(group: LazyGroup): LazyExoticComponent<ComponentType> {
  let part = parts.get(group);
  if (part === undefined) {
    part = lazyPart({
      loaded: () => loadedGroup(group) ?? null,
      load: () => loadDrawn(group),
      pick: (module) => module.GroupScreen,
      when: () => {
        const main = document.getElementById('main');
        return hydratesOnUse(group) && main?.firstElementChild != null
          ? whenUsed(main, groupAsked(group))
          : Promise.resolve();
      },
    });
    parts.set(group, part);
  }
  return part;
}

/**
 * Draws a code-split group's screen, or the preloader's spinner while its code loads; the `auth`
 * group's server HTML is hydrated only once the visitor uses it (issue 30).
 */
export function LazyGroupScreen({ group }: { readonly group: LazyGroup }) {
  const { route, query } = usePageLocation();
  const lang = useLang();
  if (typeof document !== 'undefined' && !drawn.has(group))
    drawn.set(group, { route: route.name, lang, query });
  const Part = partOf(group);
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Part />
    </Suspense>
  );
}
