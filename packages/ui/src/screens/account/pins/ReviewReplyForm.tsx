import { isWebError } from '@agency/core';
import {
  checkReviewReply,
  REVIEW_REPLY_MAX_BYTES,
  type ReviewReplyProblem,
  utf8Length,
} from '@agency/core/forms';
import { type FormEvent, type MouseEvent, useId, useState } from 'react';
import { PostForm } from '../../../components/PostForm';
import { useDispatch } from '../../../provider/hooks';
import { usePageLocation } from '../../../provider/page-location';
import { usePostedForm } from '../../../provider/posted-form';
import type { AccountMessageKey } from '../i18n/en';
import type { PinRecord } from '../page-data';
import { useAccountCall } from '../use-account-call';
import { type Text, useText } from '../use-text';
import { pinFormUrl, REVIEW_DELETE_REPLY_FORM, REVIEW_REPLY_FORM } from './pin-form-post';

/** Props of `ReviewReplyForm`: the review from Google, and what follows a reply sent or the form closed. */
export interface ReviewReplyFormProps {
  readonly item: PinRecord;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}

function problemWords(t: Text, problem: ReviewReplyProblem): string {
  switch (problem.code) {
    case 'required':
      return t('review.replyRequired');
    case 'control':
      return t('review.replyControl');
    case 'tooLong':
      return t('review.replyTooLong', { max: problem.max, bytes: problem.bytes });
  }
}

// The server's words for the reply's field (its field error), else none.
function serverWords(error: unknown): string | null {
  if (!isWebError(error)) return null;
  const fields = (error.data as { fields?: { field?: string; message?: string }[] } | null)?.fields;
  return fields?.find((field) => field.field === 'reply')?.message ?? null;
}

/**
 * The edit form of a review from Google: only the merchant's reply, counted in bytes as Google
 * counts it (a Cyrillic letter is two) and checked by core's rule before anything is sent;
 * Reviews/reply sends it, Reviews/deleteReply removes it; both wait in the queue for Google.
 * Without JavaScript both are posted forms the host sends the same calls for.
 */
export function ReviewReplyForm({ item, onDone, onCancel }: ReviewReplyFormProps) {
  const { t, intl } = useText();
  const id = useId();
  const call = useAccountCall();
  const dispatch = useDispatch();
  const { path, query } = usePageLocation();
  // Posted without JavaScript and refused: the text sent and the server's words for it.
  const posted = usePostedForm(REVIEW_REPLY_FORM);
  const stored = typeof item.reply === 'string' ? item.reply : '';
  const [text, setText] = useState(posted?.values.reply ?? stored);
  const [problem, setProblem] = useState<string | null>(() =>
    posted?.error ? serverWords(posted.error) : null,
  );
  const cancelHref = pinFormUrl(path, query, null);
  const [pending, setPending] = useState(false);
  const bytes = utf8Length(text);

  const finish = (message: AccountMessageKey) => {
    dispatch({ type: 'notification/opened', notification: { type: 'other', text: t(message) } });
    onDone();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkReviewReply(text);
    setProblem(found === null ? null : problemWords(t, found));
    if (found !== null || pending) return;
    setPending(true);
    const outcome = await call(
      'Reviews/reply',
      { id: item.id, reply: text },
      { quietFields: true },
    );
    setPending(false);
    if (outcome.ok) finish('review.replyQueued');
    else setProblem(serverWords(outcome.error));
  };

  const remove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const outcome = await call('Reviews/deleteReply', { id: item.id });
    setPending(false);
    if (outcome.ok) finish('review.replyRemoved');
  };

  const cancel = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onCancel();
  };

  return (
    <>
      <PostForm
        formName={REVIEW_REPLY_FORM}
        className="pin-form"
        onSubmit={submit}
        noValidate
        aria-labelledby={`${id}-title`}
      >
        <input type="hidden" name="id" value={item.id} />
        <h2 id={`${id}-title`}>{t('review.replyTitle', { name: String(item.name) })}</h2>
        {typeof item.text === 'string' && item.text !== '' ? (
          <blockquote>{item.text}</blockquote>
        ) : null}
        <div className="field field--textarea">
          <label className="field__label" htmlFor={`${id}-reply`}>
            {t('review.replyLabel')}
          </label>
          <textarea
            id={`${id}-reply`}
            className="field__input"
            name="reply"
            rows={6}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={`${id}-bytes${problem === null ? '' : ` ${id}-problem`}`}
          />
          <p id={`${id}-bytes`} className="field__hint">
            {t('review.replyBytes', {
              bytes: intl.formatNumber(bytes),
              max: intl.formatNumber(REVIEW_REPLY_MAX_BYTES),
            })}
          </p>
          {problem === null ? null : (
            <p id={`${id}-problem`} className="field__message" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="pin-form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={pending}
            aria-busy={pending}
          >
            {t('review.replySend')}
          </button>
          <a className="button" href={cancelHref} onClick={cancel}>
            {t('form.cancel')}
          </a>
        </div>
      </PostForm>
      {stored === '' ? null : (
        <PostForm formName={REVIEW_DELETE_REPLY_FORM} className="pin-form__extra" onSubmit={remove}>
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" className="button button--danger" disabled={pending}>
            {t('review.replyDelete')}
          </button>
        </PostForm>
      )}
    </>
  );
}
