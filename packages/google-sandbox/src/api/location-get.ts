import { notFound } from '../http/google-error';
import { jsonResponse } from '../http/json-response';
import { bindQuery } from '../http/query-params';
import { managedLocation } from './access';
import type { ApiHandler } from './api-call';
import { readMaskProblem } from './location-fields';
import { locationView, maskedLocation } from './location-view';
import { requiredMask } from './required-mask';

/**
 * GET mybusinessbusinessinformation.googleapis.com/v1/{name=locations/*}: one location with the
 * fields of the required `readMask`; 404 when it is gone or not the caller's.
 * https://developers.google.com/my-business/reference/businessinformation/rest/v1/locations/get
 */
export const getLocation: ApiHandler = ({ ctx, caller, url, params }) => {
  const bound = bindQuery(url.searchParams, { single: ['readMask'] });
  if (!bound.ok) return bound.response;
  const mask = requiredMask('readMask', bound.query.single.get('readMask'));
  if (!mask.ok) return mask.response;
  const maskProblem = readMaskProblem(mask.paths, 'read_mask');
  if (maskProblem) return maskProblem;
  const stored = managedLocation(ctx, caller.user, `locations/${params.locationId}`);
  if (!stored) return notFound();
  return jsonResponse(200, maskedLocation(locationView(ctx, stored), mask.paths));
};
