import type { Action, State, Store } from '@agency/core';

/**
 * Writes scroll position, window size and biometrics availability (a platform authenticator for
 * PublicKeyCredential) into the store's document state (R4.12). Returns the cleanup function.
 */
export function syncDocument(store: Store<State, Action>, win: Window): () => void {
  let frame = 0;
  const onScroll = () => {
    if (frame !== 0) return;
    // One store update per frame: scroll events fire far more often than the screen repaints.
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      store.dispatch({ type: 'document/scrolled', x: win.scrollX, y: win.scrollY });
    });
  };
  const onResize = () =>
    store.dispatch({ type: 'document/resized', width: win.innerWidth, height: win.innerHeight });
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('resize', onResize);
  onResize();
  store.dispatch({ type: 'document/scrolled', x: win.scrollX, y: win.scrollY });
  const credential = (win as Window & { PublicKeyCredential?: typeof PublicKeyCredential })
    .PublicKeyCredential;
  if (
    credential &&
    typeof credential.isUserVerifyingPlatformAuthenticatorAvailable === 'function'
  ) {
    credential.isUserVerifyingPlatformAuthenticatorAvailable().then(
      (available) => store.dispatch({ type: 'document/biometricsChanged', available }),
      () => store.dispatch({ type: 'document/biometricsChanged', available: false }),
    );
  }
  return () => {
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('resize', onResize);
    if (frame !== 0) win.cancelAnimationFrame(frame);
  };
}
