import { type ReactNode, useMemo, useState } from 'react';
import { SiteContext, type SiteContextValue } from './site-context';
import { systemTimers } from './timers';

/** Props of `SiteProvider`: the context's parts and the tree that reads them. */
export interface SiteProviderProps
  extends Omit<SiteContextValue, 'now' | 'timers'>,
    Partial<Pick<SiteContextValue, 'now' | 'timers'>> {
  readonly children?: ReactNode;
}

/**
 * The one provider of the ui: store, intl, navigate, api, site configuration and analytics.
 * `now` (epoch ms, default: when the provider mounted) dates the page, e.g. the copyright year;
 * the host passes the server's value to the browser so hydration sees the same year.
 * `timers` (default: the environment's) schedules notifications and the preloader.
 */
export function SiteProvider({
  store,
  intl,
  navigate,
  api,
  config,
  analytics,
  now,
  timers = systemTimers,
  children,
}: SiteProviderProps) {
  const [mountedAt] = useState(() => Date.now());
  const renderedAt = now ?? mountedAt;
  const value = useMemo(
    () => ({ store, intl, navigate, api, config, analytics, now: renderedAt, timers }),
    [store, intl, navigate, api, config, analytics, renderedAt, timers],
  );
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}
