import type { ConfirmationFocus } from '@agency/core';
import { useCallback, useId, useRef } from 'react';
import { useSiteContext } from '../provider/use-site-context';

/** What a confirmation asks: its own question (else the spec's), and where the focus starts (else accept). */
export interface ConfirmRequest {
  readonly text?: string;
  readonly focus?: ConfirmationFocus;
}

/**
 * Asks the confirmation dialog; the promise resolves true when the person accepts, false when
 * they reject, hide or close it (or another request replaces this one).
 */
export function useConfirm(): (request?: ConfirmRequest) => Promise<boolean> {
  const { store } = useSiteContext();
  const base = useId();
  const count = useRef(0);
  return useCallback(
    (request: ConfirmRequest = {}) => {
      count.current += 1;
      const id = `${base}-${count.current}`;
      return new Promise<boolean>((resolve) => {
        const unsubscribe = store.subscribe(() => {
          const { confirmation } = store.getState();
          if (confirmation.id === id && confirmation.answer === null) return;
          unsubscribe();
          resolve(confirmation.id === id && confirmation.answer === 'accepted');
        });
        store.dispatch({ type: 'confirmation/requested', id, ...request });
      });
    },
    [store, base],
  );
}
