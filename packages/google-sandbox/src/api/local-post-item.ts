import { applyUpdateMask } from '../http/field-mask';
import { notFound } from '../http/google-error';
import type { JsonObject } from '../http/json-object';
import { jsonResponse } from '../http/json-response';
import { bindQuery } from '../http/query-params';
import type { StoredLocation, StoredPost } from '../state/sandbox-state';
import type { LocalPost } from '../v4-types';
import { locationInAccount } from './access';
import type { ApiCall, ApiHandler } from './api-call';
import { keptPostFields, localPostBody } from './local-post-body';
import { localPostMaskProblem } from './local-post-fields';
import { advancePost, postView, startReview, touched } from './local-post-lifecycle';
import { localPostProblems } from './local-post-validation';
import { requiredMask } from './required-mask';
import { validationFailed } from './validation-error';

function findPost(call: ApiCall): { location: StoredLocation; stored: StoredPost } | undefined {
  const { accountId = '', locationId = '', postId = '' } = call.params;
  const location = locationInAccount(call.ctx, call.caller.user, accountId, locationId);
  const stored =
    location &&
    call.ctx.state.posts.get(location.location.name)?.find((post) => post.id === postId);
  return location && stored ? { location, stored } : undefined;
}

/**
 * GET mybusiness.googleapis.com/v4/{name=accounts/{accountId}/locations/{locationId}/localPosts/{postId}}:
 * one post, its state moved along by the clock.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/get
 */
export const getLocalPost: ApiHandler = (call) => {
  const bound = bindQuery(call.url.searchParams, {});
  if (!bound.ok) return bound.response;
  const found = findPost(call);
  if (!found) return notFound();
  advancePost(call.ctx, found.stored);
  return jsonResponse(200, postView(found.stored, found.location, call.params.accountId ?? ''));
};

/**
 * PATCH mybusiness.googleapis.com/v4/{name=accounts/{accountId}/locations/{locationId}/localPosts/{postId}}:
 * the required `updateMask` names every field taken from the body; the edited post is validated
 * again and goes back to review.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/patch
 */
export const patchLocalPost: ApiHandler = (call) => {
  const bound = bindQuery(call.url.searchParams, { single: ['updateMask'] });
  if (!bound.ok) return bound.response;
  const mask = requiredMask('updateMask', bound.query.single.get('updateMask'));
  if (!mask.ok) return mask.response;
  const maskProblem = localPostMaskProblem(mask.paths);
  if (maskProblem) return maskProblem;
  const body = localPostBody(call.bodyText);
  if (!body.ok) return body.response;
  const found = findPost(call);
  if (!found) return notFound();
  const { ctx } = call;
  advancePost(ctx, found.stored);
  const current = found.stored.post as JsonObject;
  const updated = keptPostFields(applyUpdateMask(current, body.body, mask.paths));
  const problems = localPostProblems(updated);
  if (problems.length > 0) return validationFailed(problems);
  found.stored.post = { ...(updated as LocalPost), ...touched(ctx, found.stored.post.createTime) };
  startReview(ctx, found.stored);
  return jsonResponse(200, postView(found.stored, found.location, call.params.accountId ?? ''));
};

/**
 * DELETE mybusiness.googleapis.com/v4/{name=accounts/{accountId}/locations/{locationId}/localPosts/{postId}}:
 * deletes the post and answers `{}`; 404 when it does not exist.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/delete
 */
export const deleteLocalPost: ApiHandler = (call) => {
  const bound = bindQuery(call.url.searchParams, {});
  if (!bound.ok) return bound.response;
  const found = findPost(call);
  if (!found) return notFound();
  const posts = call.ctx.state.posts.get(found.location.location.name) ?? [];
  posts.splice(posts.indexOf(found.stored), 1);
  return jsonResponse(200, {});
};
