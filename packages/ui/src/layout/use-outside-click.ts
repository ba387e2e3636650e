import { type RefObject, useEffect } from 'react';

/** Calls `onOutside` on a pointer press outside every element of `inside`, while `active`. */
export function useOutsideClick(
  inside: readonly RefObject<HTMLElement | null>[],
  active: boolean,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const handle = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (inside.some((ref) => ref.current?.contains(target))) return;
      onOutside();
    };
    // In the capture phase: React stops a press on a part of the page still waiting for its code to
    // hydrate (the landing's sections, issue 30) at its root, before it would bubble to the document.
    document.addEventListener('pointerdown', handle, true);
    return () => document.removeEventListener('pointerdown', handle, true);
  }, [inside, active, onOutside]);
}
