import {
  type Action,
  createStore,
  initialState,
  isLanguage,
  type Language,
  reducer,
} from '@agency/core';
import { type ReactNode, useContext, useMemo } from 'react';
import { defaultSiteConfig, type SiteConfig } from '../config/site-config';
import { createSiteIntl } from '../i18n/create-site-intl';
import { PageLocation } from '../provider/PageLocation';
import { SiteProvider } from '../provider/SiteProvider';
import type { WebApi } from '../provider/web-api';
import { storyApi } from './story-api';
import { StoryLanguage } from './story-language';

/** Props of `StorySite`: the page URL (ru path; prefixed for the chosen language) and the state's actions. */
export interface StorySiteProps {
  readonly url?: string;
  readonly actions?: readonly Action[];
  readonly api?: WebApi;
  /** Site configuration beyond the demo's (e.g. the social sign-in ids). */
  readonly config?: Partial<SiteConfig>;
  readonly children?: ReactNode;
}

const CONTEXT = {
  protocol: 'http',
  hostname: 'localhost',
  headers: {},
  cookies: {},
  ip: '127.0.0.1',
  statusCode: 200,
} as const;

function prefixed(url: string, lang: Language): string {
  if (lang === 'ru' || /^\/(40\d|dev-start)/.test(url)) return url;
  return url === '/' ? `/${lang}` : `/${lang}${url}`;
}

/** A whole site context for a story, in the language chosen in Ladle's controls. */
export function StorySite({
  url = '/',
  actions = [],
  api = storyApi,
  config,
  children,
}: StorySiteProps) {
  const chosen = useContext(StoryLanguage);
  const lang: Language = isLanguage(chosen) ? chosen : 'ru';
  // The actions folded into the state the store starts from, as a host builds a page's state.
  const store = useMemo(
    () => createStore(reducer, actions.reduce(reducer, initialState(CONTEXT, lang))),
    [lang, actions],
  );
  const navigate = (to: string) => console.info('navigate', to);
  const analytics = {
    pageView: (path: string) => console.info('page view', path),
    event: (name: string, params: Record<string, string>) => console.info('event', name, params),
  };
  return (
    <SiteProvider
      store={store}
      intl={createSiteIntl(lang)}
      navigate={navigate}
      api={api}
      config={{ ...defaultSiteConfig, ...config }}
      analytics={analytics}
    >
      <PageLocation url={prefixed(url, lang)}>{children}</PageLocation>
    </SiteProvider>
  );
}
