/** What counts as focusable inside a dialog or an open menu. */
export const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab among `focusable` (a dialog's or an open menu's controls, in order): Tab on the last
 * goes to the first, Shift+Tab on the first to the last. Other keys are left alone.
 */
export function cycleTab(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  focusable: readonly (HTMLElement | null)[],
): void {
  if (event.key !== 'Tab') return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
