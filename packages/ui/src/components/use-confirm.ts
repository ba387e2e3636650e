import { useCallback, useId, useRef } from 'react';
import { useSiteContext } from '../provider/use-site-context';

/**
 * Asks the confirmation dialog; the promise resolves true when the person accepts, false when
 * they reject, hide or close it (or another request replaces this one).
 */
export function useConfirm(): () => Promise<boolean> {
  const { store } = useSiteContext();
  const base = useId();
  const count = useRef(0);
  return useCallback(() => {
    count.current += 1;
    const id = `${base}-${count.current}`;
    return new Promise<boolean>((resolve) => {
      const unsubscribe = store.subscribe(() => {
        const { confirmation } = store.getState();
        if (confirmation.id === id && confirmation.answer === null) return;
        unsubscribe();
        resolve(confirmation.id === id && confirmation.answer === 'accepted');
      });
      store.dispatch({ type: 'confirmation/requested', id });
    });
  }, [store, base]);
}
