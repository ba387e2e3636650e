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
    document.addEventListener('pointerdown', handle);
    return () => document.removeEventListener('pointerdown', handle);
  }, [inside, active, onOutside]);
}
