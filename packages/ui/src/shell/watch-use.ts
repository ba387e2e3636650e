// What shows the visitor reaching for a part: a press or a focus inside it.
const USE_EVENTS = ['pointerdown', 'focusin'] as const;

/**
 * Calls `done` once the visitor presses or focuses anything inside `within` (at once when the focus is
 * inside already: a field the browser focused, or the visitor reached, before the code was here);
 * returns what stops the watch.
 */
export function watchUse(within: Element, done: () => void): () => void {
  let watching = true;
  const stop = () => {
    watching = false;
    for (const name of USE_EVENTS) removeEventListener(name, used, true);
  };
  // On the window, in the capture phase: React stops a press or a focus on a part still waiting for
  // its code at its root, before the part's own elements would see it.
  const finish = () => {
    if (!watching) return;
    stop();
    done();
  };
  const used = (event: Event) => {
    if (event.target instanceof Node && within.contains(event.target)) finish();
  };
  for (const name of USE_EVENTS) addEventListener(name, used, true);
  // After the caller has its stop function in hand.
  if (within.contains(document.activeElement)) queueMicrotask(finish);
  return stop;
}
