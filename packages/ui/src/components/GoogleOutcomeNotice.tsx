import { useEffect } from 'react';
import { useDispatch } from '../provider/hooks';
import { useIsBrowser } from '../provider/use-is-browser';

/** Props of `GoogleOutcomeNotice`: what the host's `?google=` says, in the area's words, and whether it went well. */
export interface GoogleOutcomeNoticeProps {
  readonly text: string;
  readonly ok: boolean;
}

/**
 * The outcome of a Google connection the host redirected back with (`?google=…`): a notification
 * once the page runs in the browser; before that (and without JavaScript) the same words in place.
 */
export function GoogleOutcomeNotice({ text, ok }: GoogleOutcomeNoticeProps) {
  const dispatch = useDispatch();
  const browser = useIsBrowser();
  useEffect(() => {
    if (!browser) return;
    dispatch({
      type: 'notification/opened',
      notification: { type: ok ? 'other' : 'danger', text },
    });
  }, [browser, dispatch, ok, text]);
  if (browser) return null;
  return (
    <p
      className={ok ? 'google-outcome' : 'google-outcome form__message'}
      role={ok ? 'status' : 'alert'}
    >
      {text}
    </p>
  );
}
