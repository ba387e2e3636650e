// The sign-in screens' code-split module (sign-in, code confirmation, recovery, e-mail confirmation, the legal pages and
// the typography page): loaded only through shell/lazy-screens.ts, so the landing ships none of it.
import type { Language } from '@agency/core';
import { isLegalDocumentName, loadLegalText } from '../legal/legal-text-loader';

export { GroupScreen } from './GroupScreen';

/** Loads a legal page's text in the language before it is drawn (the group's other routes need nothing). */
export function preload(route: string, lang: Language): Promise<unknown> {
  return isLegalDocumentName(route) ? loadLegalText(route, lang) : Promise.resolve();
}
