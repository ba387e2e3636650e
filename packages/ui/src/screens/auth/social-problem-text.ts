import type { Language, SocialProblem } from '@agency/core';

type SocialMessages = typeof import('@agency/core/social-messages');

let loaded: SocialMessages | null = null;

/**
 * Loads the words of a refused social sign-in (four languages, 2 KB gzip): only a sign-in page
 * showing a refusal needs them, so the group's preload fetches them for that page alone (issue 30).
 */
export async function loadSocialMessages(): Promise<void> {
  loaded ??= await import('@agency/core/social-messages');
}

/** Why the social sign-in was refused, in the language; null until `loadSocialMessages` has run. */
export function socialProblemText(problem: SocialProblem, lang: Language): string | null {
  return loaded === null ? null : loaded.socialMessage(problem, lang);
}
