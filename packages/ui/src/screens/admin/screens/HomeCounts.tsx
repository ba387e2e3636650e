import { routePath } from '@agency/core';
import { useId } from 'react';
import { Link } from '../../../components/Link';
import { useLang } from '../../../provider/use-lang';
import { useAdminText } from '../i18n/admin-intl';
import type { AdminMessageKey } from '../i18n/en';
import { useAdminPage } from '../use-admin-page';

/** The id of the home's list of Google sync problems, where the count of failed syncs leads. */
export const GOOGLE_PROBLEMS_ID = 'google-problems';

// The page load's counts (the contract's AdminHomeCounts): only those the caller's roles grant.
function countsOf(page: Readonly<Record<string, unknown>> | null): Record<string, number> {
  const counts = page?.counts;
  if (typeof counts !== 'object' || counts === null) return {};
  return Object.fromEntries(
    Object.entries(counts).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

interface Count {
  readonly key: 'customers' | 'syncFailed' | 'unansweredReviews' | 'failedPosts';
  readonly words: AdminMessageKey;
  readonly where: AdminMessageKey;
  readonly to: string;
  /** The query parameter of `to` the link keeps. */
  readonly keep?: string;
}

/**
 * The home's counts of what an agency handles (issue 29), from its page load: customers (to the
 * users screen's customers), locations whose Google sync failed (to the list of problems below) and
 * unanswered Google reviews (to the reviews the customer answers in their account) and Google posts
 * refused or rejected (to the publications the customer publishes again), each saying where.
 */
export function HomeCounts() {
  const { t } = useAdminText();
  const lang = useLang();
  const headingId = useId();
  const counts = countsOf(useAdminPage());
  const all: readonly Count[] = [
    {
      key: 'customers',
      words: 'dashboard.customers',
      where: 'dashboard.customersWhere',
      to: routePath('admin-settings-users', lang, {}, { kind: 'customer' }),
      keep: 'kind',
    },
    {
      key: 'syncFailed',
      words: 'dashboard.syncFailed',
      where: 'dashboard.syncFailedWhere',
      to: `#${GOOGLE_PROBLEMS_ID}`,
    },
    {
      key: 'unansweredReviews',
      words: 'dashboard.unansweredReviews',
      where: 'dashboard.unansweredWhere',
      to: routePath('account-pins-reviews', lang, {}, { unanswered: 'true' }),
      keep: 'unanswered',
    },
    {
      key: 'failedPosts',
      words: 'dashboard.failedPosts',
      where: 'dashboard.failedPostsWhere',
      to: routePath('account-pins-publications', lang),
    },
  ];
  const shown = all.filter((count) => counts[count.key] !== undefined);
  const words = (count: Count) => (
    <>
      <span className="count-card__label">{t(count.words, { count: counts[count.key] ?? 0 })}</span>
      <span className="count-card__count">{t(count.where)}</span>
    </>
  );
  if (shown.length === 0) return null;
  return (
    <section className="admin-counts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.attention')}</h2>
      <ul className="admin-counts__list">
        {shown.map((count) => (
          <li key={count.key} className="admin-counts__item">
            {count.to.startsWith('#') ? (
              // A place on this page: the browser's own jump, no navigation.
              <a href={count.to} className="admin-counts__link count-card">
                {words(count)}
              </a>
            ) : (
              <Link
                to={count.to}
                className="admin-counts__link count-card"
                {...(count.keep === undefined ? {} : { keep: [count.keep] })}
              >
                {words(count)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
