import { getPath, setPath } from '../http/field-mask';
import { notFound } from '../http/google-error';
import { asJsonObject, cloneJson } from '../http/json-object';
import { jsonResponse } from '../http/json-response';
import { bindQuery } from '../http/query-params';
import { managedLocation } from './access';
import type { ApiHandler } from './api-call';
import { readMaskProblem } from './location-fields';
import { locationView, maskedLocation, pendingPaths } from './location-view';
import { requiredMask } from './required-mask';

/**
 * GET mybusinessbusinessinformation.googleapis.com/v1/{name=locations/*}:getGoogleUpdated: the
 * location as consumers see it (Google's changes over the merchant's data), `diffMask` naming the
 * fields Google changed and `pendingMask` the merchant's edits not yet published.
 * https://developers.google.com/my-business/reference/businessinformation/rest/v1/locations/getGoogleUpdated
 */
export const getGoogleUpdated: ApiHandler = ({ ctx, caller, url, params }) => {
  const bound = bindQuery(url.searchParams, { single: ['readMask'] });
  if (!bound.ok) return bound.response;
  const mask = requiredMask('readMask', bound.query.single.get('readMask'));
  if (!mask.ok) return mask.response;
  const maskProblem = readMaskProblem(mask.paths, 'read_mask');
  if (maskProblem) return maskProblem;
  const stored = managedLocation(ctx, caller.user, `locations/${params.locationId}`);
  if (!stored) return notFound();
  const consumerView = cloneJson(asJsonObject(stored.location));
  const diffMask = stored.googleSide?.diffMask ?? [];
  for (const path of diffMask) {
    setPath(consumerView, path, getPath(stored.googleSide?.location, path));
  }
  const pendingMask = pendingPaths(ctx, stored);
  return jsonResponse(200, {
    location: maskedLocation(locationView(ctx, stored, consumerView), mask.paths),
    ...(diffMask.length > 0 ? { diffMask: diffMask.join(',') } : {}),
    ...(pendingMask.length > 0 ? { pendingMask: pendingMask.join(',') } : {}),
  });
};
