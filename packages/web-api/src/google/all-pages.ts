import { GoogleApiError } from './google-api-error';

/** More pages than any real list has: a list that never ends is an answer of the wrong shape. */
export const MAX_PAGES = 1000;

/**
 * Every item of a paged list (AIP-158): asks page after page with the previous `nextPageToken`
 * until there is none; a repeated token or more than MAX_PAGES pages is a 'shape' error.
 */
export async function allPages<T>(
  what: string,
  page: (
    pageToken: string | undefined,
  ) => Promise<{ items: T[] | undefined; nextPageToken?: string | null }>,
): Promise<T[]> {
  const items: T[] = [];
  const seen = new Set<string>();
  let token: string | undefined;
  for (let count = 0; count < MAX_PAGES; count += 1) {
    const answer = await page(token);
    items.push(...(answer.items ?? []));
    if (!answer.nextPageToken) return items;
    if (seen.has(answer.nextPageToken)) {
      throw new GoogleApiError('shape', `${what}: the same page token came twice`);
    }
    seen.add(answer.nextPageToken);
    token = answer.nextPageToken;
  }
  throw new GoogleApiError('shape', `${what}: more than ${MAX_PAGES} pages`);
}
