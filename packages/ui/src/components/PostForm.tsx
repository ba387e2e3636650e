import { SCROLL_ELEMENT_PARAM, stringifyQuery } from '@agency/core';
import type { ComponentProps } from 'react';
import { usePageLocation } from '../provider/page-location';

/** The name of the hidden field that tells the host which form of the page was posted. */
export const POSTED_FORM_FIELD = '_form';

/**
 * Props of `PostForm`: the form's name in the host's table of form posts (absent for a form that
 * needs JavaScript, e.g. in the back office), and the form's attributes.
 */
export interface PostFormProps extends Omit<ComponentProps<'form'>, 'method' | 'action'> {
  readonly formName?: string;
}

/**
 * A form that also works without JavaScript: it posts (never a GET, so no secret reaches a URL) to
 * the page's own URL (without el), naming itself in a hidden field; the host performs the same /web call.
 * With JavaScript the `onSubmit` handler prevents that post and calls /web itself.
 */
export function PostForm({ formName, children, ...form }: PostFormProps) {
  // Not el: the answer to a post is not scrolled anywhere, and the page's HTML stays the same
  // whatever el it was opened with (kept pages, issue 30).
  const {
    path,
    query: { [SCROLL_ELEMENT_PARAM]: _scroll, ...query },
  } = usePageLocation();
  const search = stringifyQuery(query);
  return (
    <form {...form} method="post" action={search === '' ? path : `${path}?${search}`}>
      {formName === undefined ? null : (
        <input type="hidden" name={POSTED_FORM_FIELD} value={formName} />
      )}
      {children}
    </form>
  );
}
