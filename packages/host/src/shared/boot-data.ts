import type { State } from '@agency/core';
import type { PostedForm, SiteConfig } from '@agency/ui';

/** What the server hands to the browser in the page: the store's state, the site configuration and the analytics id. */
export interface BootData {
  state: State;
  config: SiteConfig;
  gaMeasurementId: string | null;
  /** The status of a failed request whose page shows only the error screen; null for routed pages. */
  failure: number | null;
  /** The form posted without JavaScript whose outcome the page was rendered with; hydration shows the same. */
  posted?: PostedForm;
}
