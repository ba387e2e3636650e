import type { components } from '@agency/contracts';
import type { Db } from '../db/db';

/** The back office's home counts (the contract's AdminHomeCounts). */
export type AdminHomeCounts = components['schemas']['AdminHomeCounts'];

/**
 * What the back office's home counts for an agency, each only when `granted` holds the call of the
 * place where it is handled: customer accounts (Users/list), locations whose Google sync failed or
 * whose listing is gone, Google reviews without a reply and local posts Google refused or rejected
 * (GoogleSync/problems). One query.
 */
export async function adminHomeCounts(
  db: Db,
  granted: ReadonlySet<string>,
): Promise<AdminHomeCounts> {
  const customers = granted.has('Users/list');
  const google = granted.has('GoogleSync/problems');
  if (!customers && !google) return {};
  const { rows } = await db.query<{
    customers: number;
    sync_failed: number;
    unanswered_reviews: number;
    failed_posts: number;
  }>(
    // The same conditions as GoogleSync/problems (sync-problems.ts) and Reviews/list's unanswered filter.
    `select (select count(*)::int from users where kind = 'customer') as customers,
            (select count(*)::int from google_location_links where state in ('failed', 'unlinked')) as sync_failed,
            (select count(*)::int from pins
              where kind = 'reviews' and archived_at is null and data ? 'google'
                and coalesce(data->>'reply', '') = '') as unanswered_reviews,
            (select count(*)::int from google_local_posts
              where wanted = 'published' and state in ('failed', 'rejected')) as failed_posts`,
  );
  const row = rows[0];
  if (!row) return {};
  return {
    ...(customers ? { customers: row.customers } : {}),
    ...(google
      ? {
          syncFailed: row.sync_failed,
          unansweredReviews: row.unanswered_reviews,
          failedPosts: row.failed_posts,
        }
      : {}),
  };
}
