/** What the host needs to post a pin form without JavaScript: the kinds and their pure payload rules. */
export type PinFormsModule = typeof import('../screens/account/pins/pin-form-post');

/** Loads the pin forms' rules; a dynamic import, so the package entry ships none of the account code. */
export function loadPinForms(): Promise<PinFormsModule> {
  return import('../screens/account/pins/pin-form-post');
}
