/** Header height in px: 120 at the top of the page, 90 once sticky. */
export const HEADER_HEIGHT: Readonly<{ top: 120; sticky: 90 }> = Object.freeze({
  top: 120,
  sticky: 90,
});

/** How long a notification stays before it closes itself, in ms. */
export const NOTIFICATION_DURATION_MS = 3000;

/** How long loading must last before the preloader's spinner becomes visible, in ms. */
export const PRELOADER_DELAY_MS = 500;

/** Duration of the smooth scroll to the top, in ms. */
export const SMOOTH_SCROLL_MS = 500;

/** Touch gesture tolerances: hold 500, longtap 200, dbltap 250 (ms); drag 10, swipe 10 (px). */
export const TOUCH_TOLERANCES: Readonly<{
  hold: 500;
  longtap: 200;
  dbltap: 250;
  drag: 10;
  swipe: 10;
}> = Object.freeze({ hold: 500, longtap: 200, dbltap: 250, drag: 10, swipe: 10 });

/** Cache hint of the landing controller Index, in seconds (memory cache). */
export const CACHE_HINT_SECONDS = 120;

/** Query parameters a link keeps by default: p (page) and el (element to scroll to). */
export const KEPT_QUERY: readonly string[] = Object.freeze(['p', 'el']);

/** Query parameters a breadcrumb link keeps: p only. */
export const BREADCRUMB_KEPT_QUERY: readonly string[] = Object.freeze(['p']);
