import { type Action, type ErrorOutcome, resolveError, type WebError } from '@agency/core';
import { useCallback } from 'react';
import { useDispatch, useNavigate } from '../provider/hooks';

/** What the browser does about a failed /web call by core's error catalogue (R8), errors shown. */
export function browserErrorOutcome(error: WebError, method: string): ErrorOutcome {
  return resolveError(error, { side: 'browser', method, showErrors: true });
}

/** Carries out an error outcome: opens its notification or follows its redirect; 'none' does nothing. */
export function applyErrorOutcome(
  outcome: ErrorOutcome,
  dispatch: (action: Action) => void,
  redirect: (location: string) => void,
): void {
  if (outcome.kind === 'notify') {
    dispatch({
      type: 'notification/opened',
      notification:
        outcome.text === undefined
          ? { type: outcome.type, messageId: outcome.messageId }
          : { type: outcome.type, messageId: outcome.messageId, text: outcome.text },
    });
  } else if (outcome.kind === 'redirect') {
    redirect(outcome.location);
  }
}

/** Applies the browser's error outcome of a failed call with the site's store and navigation; returns it. */
export function useApplyErrorOutcome(): (error: WebError, method: string) => ErrorOutcome {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(
    (error: WebError, method: string) => {
      const outcome = browserErrorOutcome(error, method);
      applyErrorOutcome(outcome, dispatch, navigate);
      return outcome;
    },
    [dispatch, navigate],
  );
}
