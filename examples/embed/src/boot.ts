import type { State } from '@agency/core';

/** What the server hands the browser for hydration: the state, the URL and the time it rendered with. */
export interface Boot {
  readonly state: State;
  readonly url: string;
  readonly now: number;
}

/** The id of the JSON script element that carries the `Boot`. */
export const BOOT_ELEMENT_ID = 'boot';

/** The id of the element the site renders into. */
export const ROOT_ELEMENT_ID = 'root';
