import { KIND_ROUTES } from '../kind-routes';
import { PIN_KIND_NAMES } from '../page-data';
import { PIN_KINDS } from './kinds';
import { PinListScreen } from './PinListScreen';

/** The list screen of the pin kind whose route is drawn: code-split from the account's layout (route-screens.ts). */
export function RouteScreen({ route }: { readonly route: string }) {
  const kind = PIN_KIND_NAMES.find((name) => name !== 'locations' && KIND_ROUTES[name] === route);
  if (kind === undefined) return null;
  // Keyed by kind: a link from one kind's list to another's starts the screen afresh.
  return <PinListScreen key={kind} spec={PIN_KINDS[kind]} />;
}
