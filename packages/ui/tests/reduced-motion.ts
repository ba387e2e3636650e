import { onTestFinished } from 'vitest';

/** Makes `prefers-reduced-motion: reduce` match (or not) for the running test; the real matchMedia comes back after it. */
export function reducedMotion(reduce: boolean): void {
  const original = window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = original;
  });
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}
