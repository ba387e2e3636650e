/** The form RFC 7636 gives code verifiers and S256 challenges: 43 to 128 unreserved characters. */
const VERIFIER_FORM = /^[A-Za-z0-9._~-]{43,128}$/;

/** Whether a code challenge has the form RFC 7636 gives it. */
export function isCodeChallenge(value: string): boolean {
  return VERIFIER_FORM.test(value);
}

/** base64url(SHA-256(verifier)), the S256 challenge of a verifier. */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '');
}

/** Whether a verifier proves a challenge (S256: its hash; plain: itself). */
export async function verifierMatches(
  verifier: string,
  challenge: string,
  method: 'S256' | 'plain',
): Promise<boolean> {
  if (!VERIFIER_FORM.test(verifier)) return false;
  return method === 'plain'
    ? verifier === challenge
    : (await s256Challenge(verifier)) === challenge;
}
