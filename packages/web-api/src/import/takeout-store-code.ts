import { createHash } from 'node:crypto';
import { IMPORT_LIMITS } from './import-limits';

/**
 * A stable store code for a Takeout saved place, so that importing the same export again updates
 * rather than duplicates: `gmaps-cid-<cid>` from the Maps URL's `cid`, or from the feature id in
 * `ftid`/`!1s0x…:0x…` (its second half is the cid in hex); `gmaps-place-<id>` from a place id;
 * otherwise `gmaps-` and a SHA-256 prefix of the URL, or of name and coordinates when there is no URL.
 */
export function takeoutStoreCode(
  googleMapsUrl: string,
  name: string,
  latitude: string,
  longitude: string,
): string {
  const url = URL.canParse(googleMapsUrl) ? new URL(googleMapsUrl) : null;
  const cid = url?.searchParams.get('cid');
  if (cid && /^\d{1,20}$/.test(cid)) return `gmaps-cid-${cid}`;
  const featureId =
    url?.searchParams.get('ftid') ?? /!1s(0x[0-9a-f]+:0x[0-9a-f]+)/i.exec(googleMapsUrl)?.[1];
  const cidHex = featureId ? /^0x[0-9a-f]+:0x([0-9a-f]{1,16})$/i.exec(featureId)?.[1] : undefined;
  if (cidHex) return `gmaps-cid-${BigInt(`0x${cidHex}`).toString()}`;
  const placeId = url?.searchParams.get('query_place_id') ?? url?.searchParams.get('place_id');
  const code = placeId ? `gmaps-place-${placeId}` : '';
  if (/^[\w-]+$/.test(code) && code.length <= IMPORT_LIMITS.maxLength.storeCode) return code;
  const basis = googleMapsUrl !== '' ? googleMapsUrl : `${name}|${latitude}|${longitude}`;
  return `gmaps-${createHash('sha256').update(basis).digest('hex').slice(0, 24)}`;
}
