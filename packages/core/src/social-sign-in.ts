import { isLanguage, type Language } from './languages';
import type { Query } from './query';
import { routePath } from './route-path';

/** The sign-in providers besides e-mail and phone, in the order their buttons appear. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;

/** One of SOCIAL_PROVIDERS (the contract's SocialProvider). */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** True for a provider name the site knows. */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Why a social sign-in was refused: the field codes of Auth/socialFinish, plus `cancelled` (the
 * person said no at the provider) and `off` (the provider is not configured). Each has its text in
 * SERVER_MESSAGES as `social.<problem>`.
 */
export const SOCIAL_PROBLEMS = [
  'state',
  'code',
  'token',
  'provider',
  'noEmail',
  'emailInUse',
  'linkedElsewhere',
  'cancelled',
  'off',
] as const;

/** One of SOCIAL_PROBLEMS. */
export type SocialProblem = (typeof SOCIAL_PROBLEMS)[number];

/** The providers whose buttons show: those with a configured id ("with no ids set, no buttons appear"). */
export function enabledSocialProviders(ids: {
  readonly googleClientId: string;
  readonly facebookAppId: string;
}): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) =>
    provider === 'google' ? ids.googleClientId !== '' : ids.facebookAppId !== '',
  );
}

/** The sign-in page's query parameter naming why a social sign-in was refused. */
export const SOCIAL_PROBLEM_QUERY = 'social';

/** The refusal a sign-in page's query names, or null (absent or unknown: nothing is shown). */
export function socialProblemOf(query: Query): SocialProblem | null {
  const value = query[SOCIAL_PROBLEM_QUERY];
  return (SOCIAL_PROBLEMS as readonly string[]).includes(value as string)
    ? (value as SocialProblem)
    : null;
}

/** The sign-in page in `lang` telling why a social sign-in was refused. */
export function socialProblemPath(lang: Language, problem: SocialProblem): string {
  return routePath('sign-in', lang, {}, { [SOCIAL_PROBLEM_QUERY]: problem });
}

/** The path that starts a sign-in with `provider` (a link: works without JavaScript). */
export function socialStartPath(provider: SocialProvider, lang: Language): string {
  return `${routePath('sign-in', lang)}/${provider}`;
}

/** The path the provider sends the browser back to; one per provider, so one redirect URI to register. */
export function socialCallbackPath(provider: SocialProvider): string {
  return `/sign-in/${provider}/callback`;
}

/** What a sign-in path of the host asks for: start a provider's flow in a language, or its callback. */
export type SocialRoute =
  | { readonly kind: 'start'; readonly provider: SocialProvider; readonly lang: Language }
  | { readonly kind: 'callback'; readonly provider: SocialProvider };

/** Reads `/{lang}/sign-in/{provider}` (unprefixed: ru) and `/sign-in/{provider}/callback`; null for any other path. */
export function matchSocialRoute(path: string): SocialRoute | null {
  const callback = /^\/sign-in\/([a-z]+)\/callback$/.exec(path);
  if (callback)
    return isSocialProvider(callback[1]) ? { kind: 'callback', provider: callback[1] } : null;
  const start = /^(?:\/([a-z]{2}))?\/sign-in\/([a-z]+)$/.exec(path);
  if (!start || !isSocialProvider(start[2])) return null;
  // `/ru/...` is not a page address (the unprefixed path is); ru stays unprefixed here too.
  if (start[1] === undefined) return { kind: 'start', provider: start[2], lang: 'ru' };
  if (start[1] === 'ru' || !isLanguage(start[1])) return null;
  return { kind: 'start', provider: start[2], lang: start[1] };
}

/** The ways a customer can sign in besides one linked provider. */
export interface SignInWays {
  readonly password: boolean;
  readonly phone: boolean;
  /** Linked providers, the one to unlink included. */
  readonly linkedProviders: number;
}

/** "The customer can unlink one while another way to sign in remains": a password, a phone or another provider. */
export function mayUnlinkProvider(ways: SignInWays): boolean {
  return ways.password || ways.phone || ways.linkedProviders > 1;
}
