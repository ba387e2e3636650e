import type { Action, State, Store } from '@agency/core';
import { createContext } from 'react';
import type { SiteConfig } from '../config/site-config';
import type { SiteIntl } from '../i18n/site-intl';
import type { Analytics } from './analytics';
import type { Timers } from './timers';
import type { WebApi } from './web-api';

/** Options of a navigation: replace the history entry instead of pushing one; load the page again at the same address. */
export interface NavigateOptions {
  readonly replace?: boolean;
  /** Load the page's data again even when the address is the one shown (the account acted for changed). */
  readonly reload?: boolean;
}

/** The host's navigation: runs core's navigation steps and updates the history. */
export type Navigate = (to: string, options?: NavigateOptions) => void;

/** The store the site renders from: core's `createStore(reducer, initialState(context))`. */
export type SiteStore = Store<State, Action>;

/** Everything a component may reach: state, texts, navigation, the api, configuration, analytics. */
export interface SiteContextValue {
  readonly store: SiteStore;
  readonly intl: SiteIntl;
  readonly navigate: Navigate;
  readonly api: WebApi;
  readonly config: SiteConfig;
  readonly analytics: Analytics;
  /** When the page was rendered (epoch ms); the host passes the server's value to hydration. */
  readonly now: number;
  readonly timers: Timers;
}

/** The one context of the ui; null outside a `SiteProvider`. */
export const SiteContext = createContext<SiteContextValue | null>(null);
