/** A URL reference cut into its path, its query (with '?') and its fragment (with '#'). */
export interface UrlParts {
  readonly path: string;
  readonly search: string;
  readonly hash: string;
}

/** Cuts a URL reference into path, search and hash without decoding anything; never throws. */
export function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const searchAt = beforeHash.indexOf('?');
  if (searchAt === -1) return { path: beforeHash, search: '', hash };
  return { path: beforeHash.slice(0, searchAt), search: beforeHash.slice(searchAt), hash };
}
