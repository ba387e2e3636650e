import type { WebError } from '@agency/core';
import { createContext, useContext } from 'react';

/**
 * A form the browser posted without JavaScript and the host answered by rendering the page again:
 * which form, the values it may show again (never a secret) and the refused call's error, which
 * the form reads as it reads its own call's. `done` marks a first step that succeeded (e.g. the
 * recovery code was sent).
 */
export interface PostedForm {
  readonly form: string;
  readonly values: Readonly<Record<string, string>>;
  readonly error: WebError | null;
  readonly done?: boolean;
}

/** The posted form the page is rendered for; null on every ordinary page load. */
export const PostedFormContext = createContext<PostedForm | null>(null);

/** The posted outcome of the form named `form`, or null when the page was not rendered for it. */
export function usePostedForm(form: string): PostedForm | null {
  const posted = useContext(PostedFormContext);
  return posted !== null && posted.form === form ? posted : null;
}
