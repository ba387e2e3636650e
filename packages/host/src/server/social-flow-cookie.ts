import { isLanguage, type Language } from '@agency/core';

/** Name of the HttpOnly cookie that carries a started social sign-in to its callback. */
export const SOCIAL_FLOW_COOKIE = 'social-flow';

/** What the cookie keeps: the page language, whether a signed-in customer connects an account, and web-api's signed flow. */
export interface SocialFlowCookie {
  readonly lang: Language;
  readonly connect: boolean;
  readonly flow: string;
}

// The flow is a jwt: three base64url segments, nothing that could end the cookie or add an attribute.
const FLOW = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The Set-Cookie value: HttpOnly (no script reads the PKCE verifier), SameSite=Lax (the provider's
 * redirect back is a top-level GET, which Lax lets through), Path=/sign-in/ (only the callback
 * reads it), Secure behind https; null clears it.
 */
export function socialFlowCookie(
  value: SocialFlowCookie | null,
  options: { secure: boolean; maxAgeSeconds: number },
): string {
  const content = value === null ? '' : `${value.lang}.${value.connect ? 'c' : 's'}.${value.flow}`;
  const maxAge = value === null ? 0 : options.maxAgeSeconds;
  const secure = options.secure ? '; Secure' : '';
  return `${SOCIAL_FLOW_COOKIE}=${content}; Path=/sign-in/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The cookie's content, or null when it is missing or not one this host wrote. */
export function readSocialFlowCookie(raw: string | undefined): SocialFlowCookie | null {
  const match = /^([a-z]{2})\.([cs])\.(.+)$/.exec(raw ?? '');
  if (!match || !isLanguage(match[1]) || !FLOW.test(match[3] ?? '')) return null;
  return { lang: match[1], connect: match[2] === 'c', flow: match[3] as string };
}
