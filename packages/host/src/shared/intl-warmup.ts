import { isAreaGroup, type RouteGroup } from '@agency/core';

/** Where the host serves the worker that builds V8's ICU locale list off the main thread (decision 0061). */
export const INTL_WARMUP_URL = '/intl-warmup.js';

/**
 * The warm-up of the navigations of one page: `warm(group)` starts the worker, through `start`, the
 * first time a navigation heads for an area (isAreaGroup), unless the page it starts from did.
 * A start that throws (no Worker, a policy that forbids it) leaves the page as it was: its first
 * message then builds the list itself.
 */
export function intlWarmup(start: () => void, warmed: boolean): (group: RouteGroup) => void {
  let started = warmed;
  return (group) => {
    if (started || !isAreaGroup(group)) return;
    started = true;
    try {
      start();
    } catch {
      // Nothing is lost: the list is built on the main thread, as without the worker.
    }
  };
}
