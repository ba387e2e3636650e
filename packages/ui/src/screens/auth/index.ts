// The sign-in screens' code-split module (sign-in, code confirmation, recovery, e-mail confirmation, the error
// page and the typography page, and a failed request's bare error page): loaded only through
// shell/lazy-screens.ts and shell/failure-page-module.ts, so the landing ships none of it.
import { type Language, type Query, socialProblemOf } from '@agency/core';
import { loadErrorMessages } from '../errors/i18n/load-error-messages';
import { loadAuthMessages } from './i18n/load-auth-messages';
import { loadSocialMessages } from './social-problem-text';

export { FailurePage } from '../errors/FailurePage';
export { loadErrorMessages } from '../errors/i18n/load-error-messages';
export { GroupScreen } from './GroupScreen';

/**
 * Loads what a route of the group draws besides code, in the language: the error pages' words on
 * the error page, else the sign-in screens' texts; on a sign-in page whose query names a refused
 * social sign-in, that refusal's words.
 */
export function preload(route: string, lang: Language, query: Query = {}): Promise<unknown> {
  if (route === 'error') return loadErrorMessages(lang);
  return Promise.all([
    loadAuthMessages(lang),
    route === 'sign-in' && socialProblemOf(query) !== null ? loadSocialMessages() : undefined,
  ]);
}
