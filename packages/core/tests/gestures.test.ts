import { describe, expect, it } from 'vitest';
import { classifyGesture, isDragging, slideAfterSwipe, TOUCH_TOLERANCES } from '../src/index';

const at = (x: number, y: number, time: number) => ({ x, y, time });
const origin = at(100, 100, 1000);

describe('touch tolerances: hold 500, longtap 200, dbltap 250 ms; drag 10, swipe 10 px', () => {
  it('uses the spec tolerances by default', () => {
    expect(TOUCH_TOLERANCES).toEqual({ hold: 500, longtap: 200, dbltap: 250, drag: 10, swipe: 10 });
  });

  it('swipe: 10 px along the main axis released before 500 ms; 9 px is not', () => {
    expect(classifyGesture(origin, at(90, 103, 1100))).toEqual({
      kind: 'swipe',
      direction: 'left',
    });
    expect(classifyGesture(origin, at(110, 100, 1100))).toEqual({
      kind: 'swipe',
      direction: 'right',
    });
    expect(classifyGesture(origin, at(102, 88, 1100))).toEqual({ kind: 'swipe', direction: 'up' });
    expect(classifyGesture(origin, at(100, 140, 1499))).toEqual({
      kind: 'swipe',
      direction: 'down',
    });
    expect(classifyGesture(origin, at(91, 100, 1100))).toEqual({ kind: 'tap' });
  });

  it('drag: the same move made over 500 ms or more is a drag, not a swipe', () => {
    expect(classifyGesture(origin, at(60, 105, 1500))).toEqual({ kind: 'drag', dx: -40, dy: 5 });
  });

  it('isDragging: from 10 px away on either axis; 9 px is still a press', () => {
    expect(isDragging(origin, at(110, 100, 1010))).toBe(true);
    expect(isDragging(origin, at(100, 90, 1010))).toBe(true);
    expect(isDragging(origin, at(109, 91, 1010))).toBe(false);
  });

  it('hold from 500 ms without moving; long tap from 200 ms; a tap below', () => {
    expect(classifyGesture(origin, at(103, 100, 1500))).toEqual({ kind: 'hold' });
    expect(classifyGesture(origin, at(103, 100, 1499))).toEqual({ kind: 'longTap' });
    expect(classifyGesture(origin, at(103, 100, 1200))).toEqual({ kind: 'longTap' });
    expect(classifyGesture(origin, at(103, 100, 1199))).toEqual({ kind: 'tap' });
  });

  it('double tap: a tap that starts within 250 ms of the previous tap ending; 251 ms is a new tap', () => {
    expect(classifyGesture(origin, at(100, 100, 1050), 750)).toEqual({ kind: 'doubleTap' });
    expect(classifyGesture(origin, at(100, 100, 1050), 749)).toEqual({ kind: 'tap' });
    // A long press after a tap is a long tap, never a double tap.
    expect(classifyGesture(origin, at(100, 100, 1300), 900)).toEqual({ kind: 'longTap' });
  });

  it('other tolerances can be passed in', () => {
    const loose = { hold: 800, longtap: 300, dbltap: 300, drag: 20, swipe: 30 };
    expect(classifyGesture(origin, at(119, 100, 1100), null, loose)).toEqual({ kind: 'tap' });
    expect(classifyGesture(origin, at(125, 100, 1600), null, loose)).toEqual({
      kind: 'drag',
      dx: 25,
      dy: 0,
    });
  });
});

describe('carousel: a horizontal swipe moves one slide, within the first and the last', () => {
  const left = { kind: 'swipe', direction: 'left' } as const;
  const right = { kind: 'swipe', direction: 'right' } as const;
  it('left shows the next slide, right the previous', () => {
    expect(slideAfterSwipe(0, 3, left)).toBe(1);
    expect(slideAfterSwipe(1, 3, right)).toBe(0);
  });
  it('stops at the ends; vertical swipes and other gestures change nothing', () => {
    expect(slideAfterSwipe(2, 3, left)).toBe(2);
    expect(slideAfterSwipe(0, 3, right)).toBe(0);
    expect(slideAfterSwipe(1, 3, { kind: 'swipe', direction: 'up' })).toBe(1);
    expect(slideAfterSwipe(1, 3, { kind: 'tap' })).toBe(1);
  });
});
