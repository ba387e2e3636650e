import type { RouteGroup } from '@agency/core';

/** Where the host serves the worker that builds V8's ICU locale list off the main thread (decision 0061). */
export const INTL_WARMUP_URL = '/intl-warmup.js';

/** Whether a page of this route group formats ICU messages as it starts (the account's and back office's texts), so its load starts the warm-up worker. */
export function warmsIntl(group: RouteGroup): boolean {
  return group === 'account' || group === 'admin';
}

/**
 * The warm-up of the navigations of one page: `warm(group)` starts the worker, through `start`, the
 * first time a navigation heads for a group that warms intl, unless the page it starts from did.
 * A start that throws (no Worker, a policy that forbids it) leaves the page as it was: its first
 * message then builds the list itself.
 */
export function intlWarmup(start: () => void, warmed: boolean): (group: RouteGroup) => void {
  let started = warmed;
  return (group) => {
    if (started || !warmsIntl(group)) return;
    started = true;
    try {
      start();
    } catch {
      // Nothing is lost: the list is built on the main thread, as without the worker.
    }
  };
}
