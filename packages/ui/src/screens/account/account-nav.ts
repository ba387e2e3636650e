import { type Language, type RouteName, routePath } from '@agency/core';
import type { AccountMessageKey } from './i18n/en';
import type { NavItem } from './page-data';

/** A link of the account menu. */
export interface AccountNavLink {
  readonly label: string;
  readonly to: string;
}

// The menu when the page load carries none (the navigations table answers it per role).
const FALLBACK: readonly [RouteName, AccountMessageKey][] = [
  ['account', 'nav.overview'],
  ['account-pins-locations', 'kind.locations'],
  ['account-pins-advertising', 'kind.advertising'],
  ['account-pins-publications', 'kind.publications'],
  ['account-pins-notifications', 'kind.notifications'],
  ['account-pins-reviews', 'kind.reviews'],
  ['account-pins-sites', 'kind.sites'],
  ['account-pins-statistics', 'kind.statistics'],
  ['account-settings', 'kind.settings'],
];

/**
 * The account menu: the page load's role-filtered navigation when it has one (what the roles do
 * not permit is absent), else every account screen; then the archive. /account/pins stays a route
 * but has no entry: it is the overview the index already is.
 */
export function accountNav(
  navigation: readonly NavItem[] | null,
  lang: Language,
  label: (key: AccountMessageKey) => string,
): readonly AccountNavLink[] {
  const main =
    navigation === null
      ? FALLBACK.map(([name, key]) => ({ label: label(key), to: routePath(name, lang) }))
      : navigation.map((item) => ({ label: item.label, to: item.to }));
  const extra = [
    { label: label('nav.archive'), to: routePath('account', lang, { addition: 'archive' }) },
  ];
  const known = new Set(main.map((item) => item.to));
  return [...main, ...extra.filter((item) => !known.has(item.to))];
}
