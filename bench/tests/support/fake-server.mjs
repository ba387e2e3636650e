/** A bench server stand-in that records whether it is paused (runAlone, whilePaused). */
export function fakeServer(name) {
  return {
    name,
    paused: false,
    pause() {
      this.paused = true;
    },
    resume() {
      this.paused = false;
    },
  };
}
