import { badRequest } from './google-error';

/**
 * A page size as Google's list methods take it (AIP-158): unset or 0 is the method's default, a
 * value above the maximum is lowered to it, a negative one is a 400.
 */
export function resolvePageSize(
  requested: number | undefined,
  defaultSize: number,
  maxSize: number,
): { ok: true; size: number } | { ok: false; response: Response } {
  if (requested === undefined || requested === 0) return { ok: true, size: defaultSize };
  if (requested < 0) {
    const description = 'page_size must not be negative';
    return { ok: false, response: badRequest([{ field: 'page_size', description }]) };
  }
  return { ok: true, size: Math.min(requested, maxSize) };
}

/** An opaque page token: the offset of the next page, bound to the list it was made for. */
export function encodePageToken(context: string, offset: number): string {
  return btoa(JSON.stringify({ c: context, o: offset }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=/g, '');
}

/** The offset a page token carries, or undefined when it is not one of this list's tokens. */
export function decodePageToken(token: string, context: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(token)) return undefined;
  try {
    const text = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { c, o } = value as { c?: unknown; o?: unknown };
    if (c !== context || typeof o !== 'number' || !Number.isSafeInteger(o) || o < 1) {
      return undefined;
    }
    return o;
  } catch {
    return undefined;
  }
}

/**
 * One page of a list: the items from the token's offset and the token of the next page, if any; a
 * token that is not this list's is the 400 Google answers.
 */
export function pageOf<T>(
  items: readonly T[],
  pageToken: string | undefined,
  size: number,
  context: string,
): { ok: true; page: T[]; nextPageToken?: string } | { ok: false; response: Response } {
  let offset = 0;
  if (pageToken !== undefined && pageToken !== '') {
    const decoded = decodePageToken(pageToken, context);
    if (decoded === undefined) {
      const description = 'Invalid page token.';
      return { ok: false, response: badRequest([{ field: 'page_token', description }]) };
    }
    offset = decoded;
  }
  const page = items.slice(offset, offset + size);
  const next = offset + size;
  return next < items.length
    ? { ok: true, page, nextPageToken: encodePageToken(context, next) }
    : { ok: true, page };
}
