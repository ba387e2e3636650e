import { SMOOTH_SCROLL_MS } from '@agency/core';

// Ease-in-out cubic: starts and ends gently, like the browser's own smooth scroll.
function ease(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Scrolls the window to the top in `duration` ms (default 500); at once under reduced motion. */
export function scrollToTop(duration: number = SMOOTH_SCROLL_MS): void {
  const start = window.scrollY;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || start <= 0 || typeof requestAnimationFrame === 'undefined') {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (time: number) => {
    const progress = Math.min(1, (time - began) / duration);
    window.scrollTo(0, Math.round(start * (1 - ease(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
