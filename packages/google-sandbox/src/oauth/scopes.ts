/** The scope every Business Profile API requires. */
export const BUSINESS_MANAGE_SCOPE = 'https://www.googleapis.com/auth/business.manage';

/** The scope of the e-mail address in userinfo (`email` for short). */
export const EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';

/** The scope of the name and picture in userinfo (`profile` for short). */
export const PROFILE_SCOPE = 'https://www.googleapis.com/auth/userinfo.profile';

/** The scopes the sandbox grants, with the line the consent page shows for each. */
export const SCOPE_DESCRIPTIONS: Record<string, string> = {
  [BUSINESS_MANAGE_SCOPE]: 'See, edit, create and delete your Google business listings',
  'https://www.googleapis.com/auth/plus.business.manage':
    'See, edit, create and delete your Google business listings (legacy scope)',
  openid: 'Associate you with your personal info on Google',
  [EMAIL_SCOPE]: 'See your primary Google Account email address',
  [PROFILE_SCOPE]:
    'See your personal info, including any personal info you have made publicly available',
};

/** Google's short names of the userinfo scopes. */
const ALIASES: Record<string, string> = { email: EMAIL_SCOPE, profile: PROFILE_SCOPE };

/**
 * The scopes of a space-separated `scope` value, short names expanded and repeats dropped, or the
 * first scope the sandbox does not know.
 */
export function parseScopes(
  raw: string,
): { ok: true; scopes: string[] } | { ok: false; unknown: string } {
  const scopes: string[] = [];
  for (const word of raw.split(' ')) {
    if (word === '') continue;
    const scope = Object.hasOwn(ALIASES, word) ? (ALIASES[word] as string) : word;
    if (!Object.hasOwn(SCOPE_DESCRIPTIONS, scope)) return { ok: false, unknown: word };
    if (!scopes.includes(scope)) scopes.push(scope);
  }
  return { ok: true, scopes };
}

/** Whether a grant's scopes allow the Business Profile APIs. */
export function allowsBusinessProfile(scopes: readonly string[]): boolean {
  return (
    scopes.includes(BUSINESS_MANAGE_SCOPE) ||
    scopes.includes('https://www.googleapis.com/auth/plus.business.manage')
  );
}
