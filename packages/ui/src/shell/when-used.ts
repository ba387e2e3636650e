import { watchUse } from './watch-use';

/**
 * Resolves once the visitor presses or focuses anything inside `within`, or `asked` resolves (a
 * navigation wants the part's code); at once when nothing is drawn there (`within` null: the browser
 * draws the part itself); never once `signal` aborts (the part is gone), its watch stopped.
 */
export function whenUsed(
  within: Element | null,
  asked?: Promise<unknown>,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    if (within === null) return resolve();
    let waiting = true;
    const stop = watchUse(within, resolve);
    signal?.addEventListener('abort', () => {
      waiting = false;
      stop();
    });
    void asked?.then(() => {
      stop();
      if (waiting) resolve();
    });
  });
}
