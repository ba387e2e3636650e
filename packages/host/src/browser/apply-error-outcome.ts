import type { Action, ErrorOutcome } from '@agency/core';

/** Carries out core's error outcome in the browser: open the notification, or navigate to the redirect's location. */
export function applyErrorOutcome(
  outcome: ErrorOutcome,
  dispatch: (action: Action) => void,
  redirect: (location: string) => void,
): void {
  if (outcome.kind === 'notify') {
    dispatch({
      type: 'notification/opened',
      notification: outcome.text
        ? { type: outcome.type, messageId: outcome.messageId, text: outcome.text }
        : { type: outcome.type, messageId: outcome.messageId },
    });
  } else if (outcome.kind === 'redirect') {
    redirect(outcome.location);
  }
}
