import { LANDING_SECTIONS } from '@agency/core';
import type { MessageKey } from '../i18n/messages';

/** A header navigation link: the landing section it scrolls to (query el) and its text. */
export interface NavLink {
  readonly el: string;
  readonly text: MessageKey;
}

/** The header's navigation: Solutions, Pricing, About, Contacts (core's landing sections), each the home route with el. */
export const NAV_LINKS: readonly NavLink[] = LANDING_SECTIONS.map((el) => ({
  el,
  text: `header.nav.${el}`,
}));
