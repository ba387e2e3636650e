import { App, LoadedFailurePage, matchPage } from '@agency/ui';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { PageHistory } from './page-history';

/** Props of `BrowserRoot`: the browser history and the status of a failed request (null for routed pages). */
export interface BrowserRootProps {
  history: PageHistory;
  failure: number | null;
}

/** The hydrated tree: the App at the history's current URL, or the bare error screen the server sent for a failed request. */
export function BrowserRoot({ history, failure }: BrowserRootProps) {
  const subscribe = useCallback(
    (onChange: () => void) => history.listen(() => onChange()),
    [history],
  );
  const current = () => `${history.location.pathname}${history.location.search}`;
  // The server rendered this very URL, so it is also the snapshot hydration compares against.
  const url = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    // A signal for people and tests that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  if (failure !== null) {
    return <LoadedFailurePage status={failure} lang={matchPage(url).lang} />;
  }
  return <App url={url} />;
}
