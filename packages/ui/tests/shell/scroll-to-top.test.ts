import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToTop } from '../../src/shell/scroll-to-top';

afterEach(() => vi.restoreAllMocks());

describe('scrollToTop', () => {
  it('"scrolls smoothly to the top (500 ms)": frames move down to 0 and end at 500 ms', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 });
    const positions: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      positions.push(y);
    }) as typeof window.scrollTo);
    scrollToTop();
    for (const time of [1100, 1250, 1400, 1500]) frames.shift()?.(time);
    expect(positions).toHaveLength(4);
    // Scroll positions in pixels on a mocked frame clock, not a time.
    expect(positions[0]).toBeLessThan(2000);
    expect(positions[1]).toBe(1000);
    expect(positions.at(-1)).toBe(0);
    expect(frames).toHaveLength(0);
  });
});
