import { isWebUrl } from '@agency/core/forms';
import type { AccountMessageKey } from '../i18n/en';
import type { PinRecord } from '../page-data';
import type { Text } from '../use-text';
import { type GooglePostView, googlePostsOf } from './google-posts';

/** The words of a post's state on Google. */
export function postStateText(t: Text, post: GooglePostView): string {
  return post.state === 'failed'
    ? t('post.state.failed', { message: post.message ?? '' })
    : t(`post.state.${post.state}` as AccountMessageKey);
}

/**
 * A publication's posts on Google in its row: each listing with the post's state (Google's refusal
 * in its words) and Google's public link; "not on Google" when there is none.
 */
export function GooglePostsCell({ item, t }: { readonly item: PinRecord; readonly t: Text }) {
  const posts = googlePostsOf(item);
  if (posts.length === 0) return <>{t('post.none')}</>;
  return (
    <ul className="google-posts">
      {posts.map((post) => (
        <li key={post.locationId}>
          {post.locationName}:{' '}
          <span
            className={
              post.state === 'failed' || post.state === 'rejected'
                ? 'form__message'
                : 'account-screen__tag'
            }
          >
            {postStateText(t, post)}
          </span>
          {/* Only an http(s) link Google gave becomes a link. */}
          {post.searchUrl !== null && isWebUrl(post.searchUrl) ? (
            <>
              {' '}
              <a
                href={post.searchUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('post.openLabel', { location: post.locationName })}
              >
                {t('post.open')}
              </a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
