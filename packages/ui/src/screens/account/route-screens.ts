import type { ComponentType } from 'react';
import { lazyPart } from '../../shell/lazy-part';
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

interface RouteScreenPart {
  readonly part: PartModule<RouteScreenModule>;
  readonly Screen: RouteScreen;
}

// Drawn at once when the group's preload loaded the code (every render the host makes: server,
// hydration, navigation); a render without it (a story, a test) shows the screen when its code comes.
function screenPart(part: PartModule<RouteScreenModule>): RouteScreenPart {
  return {
    part,
    Screen: lazyPart<RouteScreenModule, { readonly route: string }>({
      loaded: part.loaded,
      load: () => part.load(),
      pick: (module) => module.RouteScreen,
      when: () => Promise.resolve(),
    }),
  };
}

const pinLists = screenPart(pins);
const ROUTE_SCREENS: ReadonlyMap<string, RouteScreenPart> = new Map([
  ['account-pins-locations', screenPart(locations)],
  ['account-pins-advertising', pinLists],
  ['account-pins-publications', pinLists],
  ['account-pins-notifications', pinLists],
  ['account-pins-reviews', pinLists],
  ['account-pins-sites', pinLists],
  ['account-pins-statistics', screenPart(statistics)],
  ['account-settings', screenPart(settings)],
]);

/** Loads the code of an account route's screen; nothing for a route the area's own chunk draws. */
export async function loadRouteScreen(route: string): Promise<void> {
  await ROUTE_SCREENS.get(route)?.part.load();
}

/** The code-split screen of an account route (a lazy part), or null for the routes the area's own chunk draws (the index, the overview). */
export function routeScreen(route: string): RouteScreen | null {
  return ROUTE_SCREENS.get(route)?.Screen ?? null;
}
