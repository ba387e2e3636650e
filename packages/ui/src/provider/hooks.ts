import type { Action, State } from '@agency/core';
import { useCallback, useSyncExternalStore } from 'react';
import type { SiteConfig } from '../config/site-config';
import type { SiteIntl } from '../i18n/site-intl';
import type { Analytics } from './analytics';
import type { Navigate } from './site-context';
import type { Timers } from './timers';
import { useSiteContext } from './use-site-context';
import type { WebApi } from './web-api';

/**
 * A slice of the store's state; the component re-renders when the slice changes (Object.is).
 * The selector must return a value already in the state (or a primitive), not a new object.
 */
export function useStore<T>(selector: (state: State) => T): T {
  const { store } = useSiteContext();
  const read = useCallback(() => selector(store.getState()), [store, selector]);
  // A part hydrated after the state changed (a section still the server's when the language switched)
  // must hydrate from the state the server drew it from, else React keeps the server's HTML while
  // believing it drew the new one; React draws the current state right after.
  const readDrawn = useCallback(() => selector(store.getInitialState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, read, readDrawn);
}

/** The store's dispatch for core's `Action`s. */
export function useDispatch(): (action: Action) => void {
  return useSiteContext().store.dispatch;
}

/** The site intl of the page's language. */
export function useIntl(): SiteIntl {
  return useSiteContext().intl;
}

/** The host's navigation. */
export function useNavigate(): Navigate {
  return useSiteContext().navigate;
}

/** The /web client. */
export function useApi(): WebApi {
  return useSiteContext().api;
}

/** The agency's details (brand, phones, e-mail, legal entity). */
export function useSiteConfig(): SiteConfig {
  return useSiteContext().config;
}

/** The analytics adapter. */
export function useAnalytics(): Analytics {
  return useSiteContext().analytics;
}

/** When the page was rendered (epoch ms), identical on the server and in hydration. */
export function useNow(): number {
  return useSiteContext().now;
}

/** The timers the ui schedules with. */
export function useTimers(): Timers {
  return useSiteContext().timers;
}
