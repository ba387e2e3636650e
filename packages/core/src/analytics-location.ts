import { KEPT_QUERY } from './constants';
import { parseQuery, pickQuery, stringifyQuery } from './query';

/**
 * What analytics may learn of an address: the address without its fragment and with only the query
 * names the site itself keeps (page p, anchor el). Tokens, codes and e-mail addresses in a query
 * (the e-mail confirmation link, a recovery link) never leave the browser.
 */
export function analyticsLocation(href: string): string {
  const [withoutHash = ''] = href.split('#', 1);
  const mark = withoutHash.indexOf('?');
  if (mark === -1) return withoutHash;
  const kept = stringifyQuery(pickQuery(parseQuery(withoutHash.slice(mark + 1)), KEPT_QUERY));
  return kept === '' ? withoutHash.slice(0, mark) : `${withoutHash.slice(0, mark)}?${kept}`;
}
