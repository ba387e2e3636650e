import type { CSSProperties } from 'react';
import { useStore } from '../../provider/hooks';
import { selectScrollY } from '../../provider/selectors';
import { useIsBrowser } from '../../provider/use-is-browser';
import { useLandingHtml } from './use-landing-html';
import { useReducedMotion } from './use-reduced-motion';

// How far the mask's fill moves per scrolled pixel, in percent of its width.
const SHIFT_PER_PIXEL = 0.05;

/** The animated text mask: large words whose fill slides as the page scrolls; still under reduced motion. */
export function TextMask() {
  const html = useLandingHtml('mask');
  const browser = useIsBrowser();
  const reduced = useReducedMotion();
  const scrollY = useStore(selectScrollY);
  // The server and hydration render the resting position, so the markup matches.
  const shift = browser && !reduced ? (scrollY * SHIFT_PER_PIXEL) % 100 : 0;
  const style = { '--mask-shift': `${shift.toFixed(2)}%` } as CSSProperties;
  return (
    <div
      className="text-mask"
      data-animated={browser && !reduced}
      style={style}
      aria-hidden="true"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: web-api's Markdown renderer (raw HTML off, safe links only) or an escaped message.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
