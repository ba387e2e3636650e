import { analyticsLocation } from '@agency/core';
import type { Analytics } from '@agency/ui';

type Gtag = (...args: unknown[]) => void;

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** The analytics adapter: Google Analytics 4 once the visitor consents (Consent Mode v2, all denied by default); without a measurement id, a no-op. */
export interface ConsentAnalytics extends Analytics {
  /** Records the visitor's choice; granting loads gtag.js. */
  setConsent(granted: boolean): void;
}

const NO_OP: ConsentAnalytics = { pageView() {}, event() {}, setConsent() {} };

/** Creates the analytics adapter for a measurement id (or the no-op for null). */
export function createAnalytics(
  measurementId: string | null,
  win: Window & AnalyticsWindow = window as Window & AnalyticsWindow,
): ConsentAnalytics {
  if (measurementId === null) return NO_OP;
  win.dataLayer = win.dataLayer ?? [];
  const layer = win.dataLayer;
  // gtag.js reads the `arguments` objects it finds in dataLayer, so gtag must push them as they are.
  const gtag: Gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js needs the arguments object itself
    layer.push(arguments);
  };
  win.gtag = gtag;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: 500,
  });
  let loaded = false;
  let granted = false;
  return {
    setConsent(value) {
      granted = value;
      gtag('consent', 'update', { analytics_storage: value ? 'granted' : 'denied' });
      if (!value || loaded) return;
      loaded = true;
      gtag('js', new Date());
      // gtag.js would read document.location (query included) unless told what the page is.
      gtag('config', measurementId, {
        send_page_view: false,
        page_location: analyticsLocation(win.location.href),
      });
      const script = win.document.createElement('script');
      script.async = true;
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
      win.document.head.append(script);
    },
    pageView(path) {
      if (!granted) return;
      const location = analyticsLocation(win.location.href);
      gtag('set', { page_location: location });
      gtag('event', 'page_view', { page_path: analyticsLocation(path), page_location: location });
    },
    event(name, params) {
      if (!granted) return;
      gtag('event', name, params);
    },
  };
}
