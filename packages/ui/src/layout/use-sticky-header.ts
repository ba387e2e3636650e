import { type RefObject, useEffect } from 'react';
import { useDispatch } from '../provider/hooks';

/**
 * Reports to the store whether the header's slot is fully visible: once it is not, the header
 * is sticky. Browser only (IntersectionObserver); on the server the header is not sticky.
 */
export function useStickyHeader(slot: RefObject<HTMLElement | null>): void {
  const dispatch = useDispatch();
  useEffect(() => {
    const element = slot.current;
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const sticky = !entry.isIntersecting || entry.intersectionRatio < 1;
          dispatch({ type: 'header/stickyChanged', sticky });
        }
      },
      { threshold: [0, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [slot, dispatch]);
}
