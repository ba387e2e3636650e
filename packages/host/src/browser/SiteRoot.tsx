import type { Language } from '@agency/core';
import {
  AdminSessionProvider,
  type loadSiteIntl,
  type PostedForm,
  PostedFormContext,
  SiteProvider,
  type SiteProviderProps,
} from '@agency/ui';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { BrowserRoot } from './BrowserRoot';
import type { AdminTokenKeeper } from './create-admin-session';
import type { PageHistory } from './page-history';

/** Props of `SiteRoot`: the provider's parts except intl, the loaded catalogs, the admin session and the history. */
export interface SiteRootProps extends Omit<SiteProviderProps, 'intl' | 'children'> {
  /** Intl instances of the languages loaded so far; navigation loads a language before setting it. */
  intls: ReadonlyMap<Language, Awaited<ReturnType<typeof loadSiteIntl>>>;
  admin: AdminTokenKeeper;
  history: PageHistory;
  failure: number | null;
  /** The form posted without JavaScript the server rendered the page for; navigating away drops it. */
  posted?: PostedForm | null;
}

/** The browser's root: the provider with the intl of the store's current language, and the routed tree. */
export function SiteRoot({
  intls,
  admin,
  history,
  failure,
  posted = null,
  ...provider
}: SiteRootProps) {
  const { store } = provider;
  const getLang = useCallback(() => store.getState().lang, [store]);
  // Hydration draws the language the server drew the page in (decision 0053).
  const drawnLang = useCallback(() => store.getInitialState().lang, [store]);
  const lang = useSyncExternalStore(store.subscribe, getLang, drawnLang);
  // The posted outcome belongs to the page the server rendered: any navigation leaves it behind.
  const [shown, setShown] = useState(posted);
  useEffect(() => history.listen(() => setShown(null)), [history]);
  const intl = intls.get(lang) ?? [...intls.values()][0];
  if (intl === undefined) throw new Error('SiteRoot: no language catalog is loaded');
  return (
    <SiteProvider {...provider} intl={intl}>
      <AdminSessionProvider session={admin}>
        <PostedFormContext.Provider value={shown}>
          <BrowserRoot history={history} failure={failure} />
        </PostedFormContext.Provider>
      </AdminSessionProvider>
    </SiteProvider>
  );
}
