/** The origin of the Google double every Google call goes to instead (tests, sandboxes); never a production setting. */
export const GOOGLE_APIS_ORIGIN = 'GOOGLE_APIS_ORIGIN';

/** A GOOGLE_APIS_ORIGIN value that cannot be used; the message names the variable. */
export class GoogleApisOriginConfigError extends Error {
  // The host prints every ConfigError as one "Configuration error: …" line.
  override name = 'ConfigError';
}

/**
 * Reads GOOGLE_APIS_ORIGIN: unset means Google itself; else an http(s) origin without path, query or
 * credentials (`http://127.0.0.1:9000`), which every Google call goes to as `${origin}/${host}${path}`.
 */
export function readGoogleApisOrigin(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.GOOGLE_APIS_ORIGIN;
  if (raw === undefined || raw === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new GoogleApisOriginConfigError(
      `${GOOGLE_APIS_ORIGIN} must be an origin like http://127.0.0.1:9000 (no path), got "${url?.username ? '(not shown: it holds credentials)' : raw}"`,
    );
  }
  return url.origin;
}

/**
 * The URL a Google URL is fetched at: itself, or with an override origin (from configuration only,
 * never from a request) `${origin}/${host}${path}${query}`, as the Google double serves it. An
 * origin given in options may carry a base path (the demo's double under the site's
 * `/sandbox/google`): the host and path go after it.
 */
export function googleUrl(url: string | URL, apisOrigin: string | undefined): URL {
  const target = new URL(url);
  if (apisOrigin === undefined) return target;
  let base = apisOrigin;
  while (base.endsWith('/')) base = base.slice(0, -1);
  return new URL(`${base}/${target.host}${target.pathname}${target.search}`);
}
