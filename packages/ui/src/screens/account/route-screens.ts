import { type ComponentType, useEffect, useState } from 'react';
import { type PartModule, partModule } from '../../shell/part-module';

/** An account screen drawn for its route, code-split from the area's layout. */
export type RouteScreen = ComponentType<{ readonly route: string }>;

interface RouteScreenModule {
  readonly RouteScreen: RouteScreen;
}

// Each screen's code loads with its first page: the account's index (the page people land on) then
// evaluates the layout, the index and the overview, not the pin forms, Google tools and importer
// (issue 30, decision 0062).
const pins = partModule<RouteScreenModule>(() => import('./pins/pin-list-route'));
const locations = partModule<RouteScreenModule>(() =>
  import('./import/LocationsScreen').then(({ LocationsScreen }) => ({
    RouteScreen: LocationsScreen,
  })),
);
const statistics = partModule<RouteScreenModule>(() =>
  import('./statistics/StatisticsScreen').then(({ StatisticsScreen }) => ({
    RouteScreen: StatisticsScreen,
  })),
);
const settings = partModule<RouteScreenModule>(() =>
  import('./settings/SettingsScreen').then(({ SettingsScreen }) => ({
    RouteScreen: SettingsScreen,
  })),
);

const ROUTE_MODULES: ReadonlyMap<string, PartModule<RouteScreenModule>> = new Map([
  ['account-pins-locations', locations],
  ['account-pins-advertising', pins],
  ['account-pins-publications', pins],
  ['account-pins-notifications', pins],
  ['account-pins-reviews', pins],
  ['account-pins-sites', pins],
  ['account-pins-statistics', statistics],
  ['account-settings', settings],
]);

/** Loads the code of an account route's screen; nothing for a route the area's own chunk draws. */
export async function loadRouteScreen(route: string): Promise<void> {
  await ROUTE_MODULES.get(route)?.load();
}

/**
 * The screen of a code-split account route once its code is here: the group's preload loads it
 * before every render the host makes (server, hydration, navigation). A render without it (a story,
 * a test) draws nothing until the code comes, then draws again.
 */
export function useRouteScreen(route: string): RouteScreen | null {
  const part = ROUTE_MODULES.get(route);
  const module = part?.loaded() ?? null;
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (part === undefined || module !== null) return;
    let live = true;
    part.load().then(
      () => {
        if (live) setLoads((loads) => loads + 1);
      },
      // Only a render without the group's preload gets here (a story, a test): the host's pages
      // load the code first, and a navigation whose preload fails stays on the page it was on.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [part, module]);
  return module?.RouteScreen ?? null;
}
