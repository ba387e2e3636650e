import { notFound } from '../http/google-error';
import { jsonResponse } from '../http/json-response';
import { pageOf, resolvePageSize } from '../http/paging';
import { bindQuery, int32Param } from '../http/query-params';
import type { StoredPost } from '../state/sandbox-state';
import type { LocalPost } from '../v4-types';
import { locationInAccount } from './access';
import type { ApiHandler } from './api-call';
import { keptPostFields, localPostBody } from './local-post-body';
import { advancePost, postView, startReview, touched } from './local-post-lifecycle';
import { localPostProblems } from './local-post-validation';
import { validationFailed } from './validation-error';

/**
 * GET mybusiness.googleapis.com/v4/{parent=accounts/{accountId}/locations/{locationId}}/localPosts:
 * the location's posts, newest first, 20 a page by default and 100 at most.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/list
 */
export const listLocalPosts: ApiHandler = ({ ctx, caller, url, params }) => {
  const bound = bindQuery(url.searchParams, { single: ['pageSize', 'pageToken'] });
  if (!bound.ok) return bound.response;
  const pageSize = int32Param('pageSize', bound.query.single.get('pageSize'));
  if (!pageSize.ok) return pageSize.response;
  const size = resolvePageSize(pageSize.value, 20, 100);
  if (!size.ok) return size.response;
  const { accountId = '', locationId = '' } = params;
  const location = locationInAccount(ctx, caller.user, accountId, locationId);
  if (!location) return notFound();
  const posts = [...(ctx.state.posts.get(location.location.name) ?? [])].sort((a, b) =>
    (b.post.createTime ?? '').localeCompare(a.post.createTime ?? ''),
  );
  const page = pageOf(
    posts,
    bound.query.single.get('pageToken'),
    size.size,
    `posts|${location.location.name}`,
  );
  if (!page.ok) return page.response;
  for (const stored of page.page) advancePost(ctx, stored);
  return jsonResponse(200, {
    ...(page.page.length > 0
      ? { localPosts: page.page.map((stored) => postView(stored, location, accountId)) }
      : {}),
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
  });
};

/**
 * POST mybusiness.googleapis.com/v4/{parent=accounts/{accountId}/locations/{locationId}}/localPosts:
 * validates the post by its topic type and creates it PROCESSING (or SCHEDULED).
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/create
 */
export const createLocalPost: ApiHandler = ({ ctx, caller, url, params, bodyText }) => {
  const bound = bindQuery(url.searchParams, {});
  if (!bound.ok) return bound.response;
  const body = localPostBody(bodyText);
  if (!body.ok) return body.response;
  const { accountId = '', locationId = '' } = params;
  const location = locationInAccount(ctx, caller.user, accountId, locationId);
  if (!location) return notFound();
  const post = keptPostFields(body.body);
  const problems = localPostProblems(post);
  if (problems.length > 0) return validationFailed(problems);
  const digit = () => Math.min(9, Math.floor(ctx.random() * 10));
  const id = `${1 + Math.min(8, Math.floor(ctx.random() * 9))}${Array.from({ length: 18 }, digit).join('')}`;
  const stored: StoredPost = { id, post: { ...(post as LocalPost), ...touched(ctx) } };
  startReview(ctx, stored);
  const posts = ctx.state.posts.get(location.location.name) ?? [];
  posts.push(stored);
  ctx.state.posts.set(location.location.name, posts);
  return jsonResponse(200, postView(stored, location, accountId));
};
