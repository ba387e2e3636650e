import {
  App,
  defaultSiteConfig,
  type Navigate,
  SiteProvider,
  type SiteProviderProps,
  type SiteStore,
  type WebApi,
} from '@agency/ui';
import { useEffect } from 'react';

/** What `Site` needs: the same on the server and in the browser, or hydration differs. */
export interface SiteProps {
  readonly store: SiteStore;
  readonly intl: SiteProviderProps['intl'];
  readonly api: WebApi;
  readonly navigate: Navigate;
  readonly url: string;
  readonly now: number;
}

const noAnalytics = { pageView() {}, event() {} };

// This app's backend answers only the page load: no quote request form (it needs Leads/* and /lead-start).
const CONFIG = { ...defaultSiteConfig, quoteForm: false };

/** The library's routed site inside its provider: the one tree both sides render. */
export function Site({ store, intl, api, navigate, url, now }: SiteProps) {
  return (
    <SiteProvider
      store={store}
      intl={intl}
      navigate={navigate}
      api={api}
      config={CONFIG}
      analytics={noAnalytics}
      now={now}
    >
      <Hydrated />
      <App url={url} />
    </SiteProvider>
  );
}

// The library's stylesheet shows the no-JavaScript header menu until <html data-hydrated> is set.
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
