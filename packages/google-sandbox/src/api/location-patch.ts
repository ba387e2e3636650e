import { applyUpdateMask, getPath, setPath } from '../http/field-mask';
import { badRequest, googleError, notFound } from '../http/google-error';
import { asJsonObject, isJsonObject, parseJsonObject } from '../http/json-object';
import { jsonResponse } from '../http/json-response';
import { bindQuery, boolParam } from '../http/query-params';
import { quotaExceeded } from '../http/quota-exceeded';
import { MAX_BODY_BYTES } from '../http/read-body';
import { useQuota } from '../state/quota-limits';
import { managedLocation } from './access';
import type { ApiHandler } from './api-call';
import { withDisplayNames } from './category-names';
import { type LocationField, locationShapeProblem, updateMaskProblem } from './location-fields';
import { locationProblems } from './location-validation';
import { locationView } from './location-view';
import { requiredMask } from './required-mask';
import { validationFailed } from './validation-error';

/** Output-only and immutable paths kept from the stored location whatever the mask says. */
const KEPT_PATHS = ['name', 'languageCode', 'metadata', 'openInfo.canReopen'];

/**
 * PATCH mybusinessbusinessinformation.googleapis.com/v1/{location.name=locations/*}: the required
 * `updateMask` names the fields taken from the body (a named field the body leaves out is cleared),
 * nothing else changes; `validateOnly` checks and answers `{}`; 10 edits a minute per location.
 * https://developers.google.com/my-business/reference/businessinformation/rest/v1/locations/patch
 */
export const patchLocation: ApiHandler = ({ ctx, caller, url, params, bodyText }) => {
  const bound = bindQuery(url.searchParams, { single: ['updateMask', 'validateOnly'] });
  if (!bound.ok) return bound.response;
  const validateOnly = boolParam('validateOnly', bound.query.single.get('validateOnly'));
  if (!validateOnly.ok) return validateOnly.response;
  const mask = requiredMask('updateMask', bound.query.single.get('updateMask'));
  if (!mask.ok) return mask.response;
  const maskProblem = updateMaskProblem(mask.paths);
  if (maskProblem) return maskProblem;
  if (bodyText === undefined) {
    return googleError(400, `Request payload size exceeds the limit: ${MAX_BODY_BYTES} bytes.`);
  }
  const body = parseJsonObject(bodyText);
  if (!body.ok) return badRequest([{ field: 'location', description: body.message }]);
  const shapeProblem = locationShapeProblem(body.value);
  if (shapeProblem) return shapeProblem;
  const locationName = `locations/${params.locationId}`;
  const stored = managedLocation(ctx, caller.user, locationName);
  if (!stored) return notFound();

  const current = asJsonObject(stored.location);
  const updated = applyUpdateMask(current, body.value, mask.paths);
  for (const path of KEPT_PATHS) {
    const kept = getPath(current, path);
    if (kept !== undefined) setPath(updated, path, kept);
  }
  if (isJsonObject(updated.categories)) {
    updated.categories = withDisplayNames(updated.categories, current.categories);
  }
  const fields = new Set(mask.paths.map((path) => path.split('.')[0] as LocationField));
  if (fields.has('regularHours')) fields.add('specialHours');
  const problems = locationProblems(updated, [...fields]);
  if (problems.length > 0) return validationFailed(problems);
  if (validateOnly.value) return jsonResponse(200, {});

  const quotas = ctx.quotas;
  if (
    !useQuota(
      ctx.state.quota,
      `edits|${locationName}`,
      quotas.editsPerLocationPerWindow,
      ctx.now(),
      quotas.windowMs,
    )
  ) {
    return quotaExceeded(
      'mybusinessbusinessinformation.googleapis.com',
      'Edits per minute per location',
      quotas.editsPerLocationPerWindow,
    );
  }
  stored.location = { ...updated, name: stored.location.name };
  for (const path of mask.paths) stored.pending.set(path, ctx.now() + ctx.editPublishDelayMs);
  if (stored.googleSide) {
    // Patching a field Google changed accepts or overrides Google's value: it is no longer a diff.
    const diffMask = stored.googleSide.diffMask.filter(
      (path) =>
        !mask.paths.some(
          (patched) =>
            path === patched || path.startsWith(`${patched}.`) || patched.startsWith(`${path}.`),
        ),
    );
    stored.googleSide = diffMask.length > 0 ? { ...stored.googleSide, diffMask } : undefined;
  }
  return jsonResponse(200, locationView(ctx, stored));
};
