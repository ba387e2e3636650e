import type { FormEvent } from 'react';
import { PostForm } from './PostForm';

/** Props of `GoogleConnectionForm`: the form's name in the host's table of posts, its button's words, and what JavaScript does instead. */
export interface GoogleConnectionFormProps {
  readonly formName: string;
  readonly label: string;
  /** Connect is the panel's main action; Disconnect is not. */
  readonly primary?: boolean;
  /** With JavaScript: the call made instead of the post (it prevents the post). */
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The call is under way: the button waits. */
  readonly pending?: boolean;
}

/**
 * Connect or Disconnect of a Google Business Profile connection (the account's or the agency's):
 * one button in a form that posts `_form=<formName>` without JavaScript.
 */
export function GoogleConnectionForm({
  formName,
  label,
  primary = false,
  onSubmit,
  pending,
}: GoogleConnectionFormProps) {
  return (
    <PostForm formName={formName} className="google-form" onSubmit={onSubmit}>
      <button
        type="submit"
        className={primary ? 'button button--primary' : 'button'}
        disabled={pending}
        aria-busy={pending}
      >
        {label}
      </button>
    </PostForm>
  );
}
