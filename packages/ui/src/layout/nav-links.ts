import type { MessageKey } from '../i18n/messages';

/** A header navigation link: the landing section it scrolls to (query el) and its text. */
export interface NavLink {
  readonly el: string;
  readonly text: MessageKey;
}

/** The header's navigation: Solutions, Pricing, About, Contacts, each the home route with el. */
export const NAV_LINKS: readonly NavLink[] = [
  { el: 'solutions', text: 'header.nav.solutions' },
  { el: 'pricing', text: 'header.nav.pricing' },
  { el: 'about', text: 'header.nav.about' },
  { el: 'contacts', text: 'header.nav.contacts' },
];
