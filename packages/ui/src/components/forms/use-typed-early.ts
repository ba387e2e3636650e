import { type RefObject, useLayoutEffect } from 'react';
import type { ControlKind } from './RecordField';

// The controls whose text the browser holds as typed; the others it rewrites (a date, a number, a
// select's first choice), so what they hold need not be what the visitor chose.
const TYPED: ReadonlySet<ControlKind> = new Set([
  'text',
  'email',
  'tel',
  'url',
  'password',
  'decimal',
  'textarea',
]);

/**
 * Takes into the form what the visitor typed into the server's control before the page's code
 * hydrated it (a phone still loading it): React hydrates a control without touching its text, so the
 * form's value would otherwise stay the server's while the control shows the typed one.
 */
export function useTypedEarly(
  kind: ControlKind,
  control: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>,
  value: string,
  onValue: (value: string) => void,
): void {
  // A layout effect, not a passive one: its update is drawn before the browser runs the next event, so a
  // press landing right after the hydration cannot send the form's values from before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the control is first drawn; later the control and the value change together
  useLayoutEffect(() => {
    const typed = control.current?.value;
    if (TYPED.has(kind) && typed !== undefined && typed !== value) onValue(typed);
  }, []);
}
