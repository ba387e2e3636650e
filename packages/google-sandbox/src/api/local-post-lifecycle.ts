import { isoTime, parseTimestamp } from '../http/calendar';
import { cloneJson } from '../http/json-object';
import type { SandboxContext } from '../sandbox-context';
import type { StoredLocation, StoredPost } from '../state/sandbox-state';
import type { LocalPost } from '../v4-types';

/** Whether a post's text holds one of the words that make the sandbox reject it. */
function breaksPolicy(ctx: SandboxContext, post: LocalPost): boolean {
  const text = `${post.summary ?? ''} ${post.event?.title ?? ''}`.toLowerCase();
  return ctx.rejectedPostWords.some((word) => word !== '' && text.includes(word.toLowerCase()));
}

/**
 * Starts a new or edited post's review: SCHEDULED until a future `scheduledTime`, else PROCESSING
 * until `postReviewDelayMs` has passed.
 */
export function startReview(ctx: SandboxContext, stored: StoredPost): void {
  const scheduledAt = parseTimestamp(stored.post.scheduledTime);
  delete stored.reviewEndsAtMs;
  delete stored.scheduledAtMs;
  if (scheduledAt !== undefined && scheduledAt > ctx.now()) {
    stored.post.state = 'SCHEDULED';
    stored.scheduledAtMs = scheduledAt;
  } else {
    stored.post.state = 'PROCESSING';
    stored.reviewEndsAtMs = ctx.now() + ctx.postReviewDelayMs;
  }
}

/**
 * Moves a post along by the clock, as a read finds it: a scheduled post whose time came is
 * PROCESSING; a processed one is LIVE, or REJECTED when its text breaks the sandbox's policy words.
 */
export function advancePost(ctx: SandboxContext, stored: StoredPost): void {
  if (stored.post.state === 'SCHEDULED' && (stored.scheduledAtMs ?? 0) <= ctx.now()) {
    stored.post.state = 'PROCESSING';
    stored.reviewEndsAtMs = (stored.scheduledAtMs ?? ctx.now()) + ctx.postReviewDelayMs;
    delete stored.scheduledAtMs;
  }
  if (stored.post.state === 'PROCESSING' && (stored.reviewEndsAtMs ?? 0) <= ctx.now()) {
    stored.post.state = breaksPolicy(ctx, stored.post) ? 'REJECTED' : 'LIVE';
    delete stored.reviewEndsAtMs;
  }
}

/** A stored post as answered under an account's path: name and search URL filled in. */
export function postView(
  stored: StoredPost,
  location: StoredLocation,
  accountId: string,
): LocalPost {
  const locationId = location.location.name.split('/')[1] ?? '';
  const placeId = location.location.metadata?.placeId ?? locationId;
  return {
    name: `accounts/${accountId}/locations/${locationId}/localPosts/${stored.id}`,
    ...cloneJson(stored.post),
    searchUrl: `https://local.google.com/place?id=${encodeURIComponent(placeId)}&use=posts&lpsid=${stored.id}`,
  };
}

/** The create and update times of a post written now. */
export function touched(
  ctx: SandboxContext,
  createTime?: string,
): { createTime: string; updateTime: string } {
  const now = isoTime(ctx.now());
  return { createTime: createTime ?? now, updateTime: now };
}
