import type { SandboxClient } from '../sandbox-options';

/**
 * Whether a redirect URI is registered for a client: an exact string match, as Google requires, or
 * (sandbox only) any path under one of the client's `redirectOrigins`.
 */
export function redirectUriAllowed(client: SandboxClient, redirectUri: string): boolean {
  if (client.redirectUris.includes(redirectUri)) return true;
  if (!client.redirectOrigins || client.redirectOrigins.length === 0) return false;
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  if (url.hash !== '' || redirectUri.includes('#')) return false;
  return client.redirectOrigins.some((origin) => {
    try {
      return new URL(origin).origin === url.origin;
    } catch {
      return false;
    }
  });
}

/** A redirect to a client's redirect URI with parameters added to its query. */
export function redirectWith(
  redirectUri: string,
  params: Record<string, string | undefined>,
): Response {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return new Response(null, { status: 302, headers: { location: url.toString() } });
}
