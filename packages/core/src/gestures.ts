import { TOUCH_TOLERANCES } from './constants';

/** Where and when a finger (or pointer) was: page pixels and milliseconds. */
export interface TouchSample {
  readonly x: number;
  readonly y: number;
  readonly time: number;
}

/** The tolerances a gesture is judged by (the spec's: hold 500, longtap 200, dbltap 250 ms; drag 10, swipe 10 px). */
export interface TouchTolerances {
  readonly hold: number;
  readonly longtap: number;
  readonly dbltap: number;
  readonly drag: number;
  readonly swipe: number;
}

/** What a finished touch was. */
export type Gesture =
  | { readonly kind: 'tap' }
  | { readonly kind: 'doubleTap' }
  | { readonly kind: 'longTap' }
  | { readonly kind: 'hold' }
  | { readonly kind: 'drag'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'swipe'; readonly direction: 'left' | 'right' | 'up' | 'down' };

/** True once a touch has moved `drag` px or more from where it started (it is no longer a tap). */
export function isDragging(
  start: TouchSample,
  now: TouchSample,
  tolerances: TouchTolerances = TOUCH_TOLERANCES,
): boolean {
  return Math.max(Math.abs(now.x - start.x), Math.abs(now.y - start.y)) >= tolerances.drag;
}

/**
 * Classifies a finished touch from its first and last sample. A move of `swipe` px or more along
 * its main axis released before `hold` ms is a swipe that way; a slower move of `drag` px or more
 * is a drag. A touch that stayed put is a hold from `hold` ms, a long tap from `longtap` ms, else
 * a tap, or a double tap when it began within `dbltap` ms of the previous tap's end.
 */
export function classifyGesture(
  start: TouchSample,
  end: TouchSample,
  previousTapEnd: number | null = null,
  tolerances: TouchTolerances = TOUCH_TOLERANCES,
): Gesture {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const duration = end.time - start.time;
  const along = Math.max(Math.abs(dx), Math.abs(dy));
  if (along >= tolerances.swipe && duration < tolerances.hold) {
    if (Math.abs(dx) >= Math.abs(dy))
      return { kind: 'swipe', direction: dx < 0 ? 'left' : 'right' };
    return { kind: 'swipe', direction: dy < 0 ? 'up' : 'down' };
  }
  if (along >= tolerances.drag) return { kind: 'drag', dx, dy };
  if (duration >= tolerances.hold) return { kind: 'hold' };
  if (duration >= tolerances.longtap) return { kind: 'longTap' };
  if (previousTapEnd !== null && start.time - previousTapEnd <= tolerances.dbltap) {
    return { kind: 'doubleTap' };
  }
  return { kind: 'tap' };
}

/** The slide a horizontal swipe leads to: left shows the next, right the previous, within 0…count-1. */
export function slideAfterSwipe(current: number, count: number, gesture: Gesture): number {
  if (gesture.kind !== 'swipe') return current;
  if (gesture.direction === 'left') return Math.min(current + 1, count - 1);
  if (gesture.direction === 'right') return Math.max(current - 1, 0);
  return current;
}
