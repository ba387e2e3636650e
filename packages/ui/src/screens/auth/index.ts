// The sign-in screens' code-split module (sign-in, code confirmation, recovery, e-mail confirmation, the error
// page and the typography page): loaded only through shell/lazy-screens.ts, so the landing ships none of it.
import { type Language, type Query, socialProblemOf } from '@agency/core';
import { loadAuthMessages } from './i18n/load-auth-messages';
import { loadSocialMessages } from './social-problem-text';

export { GroupScreen } from './GroupScreen';

/**
 * Loads what a route of the group draws besides code, in the language: the sign-in screens' texts
 * but on the error page (whose words are the site catalog's); on a sign-in page whose query names a
 * refused social sign-in, that refusal's words.
 */
export function preload(route: string, lang: Language, query: Query = {}): Promise<unknown> {
  if (route === 'error') return Promise.resolve();
  return Promise.all([
    loadAuthMessages(lang),
    route === 'sign-in' && socialProblemOf(query) !== null ? loadSocialMessages() : undefined,
  ]);
}
