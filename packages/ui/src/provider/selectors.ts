import type { State } from '@agency/core';

// Module-level selectors keep a stable identity, so useStore does not resubscribe on each render.

/** The page's current language. */
export const selectLang = (state: State) => state.lang;
/** Whether a request is under way. */
export const selectLoading = (state: State) => state.loading;
/** The notification on screen, or null. */
export const selectNotification = (state: State) => state.notification;
/** The confirmation dialog's state. */
export const selectConfirmation = (state: State) => state.confirmation;
/** Whether the mobile menu is open. */
export const selectMobileMenuOpen = (state: State) => state.mobileMenuOpen;
/** Whether the header is sticky. */
export const selectHeaderSticky = (state: State) => state.headerSticky;
/** Whether the footer's legal-entity line is shown. */
export const selectFooterOwnerVisible = (state: State) => state.footerOwnerVisible;
/** The breadcrumb trail of the page. */
export const selectWay = (state: State) => state.way;
/** The vertical scroll position. */
export const selectScrollY = (state: State) => state.document.scroll.y;
/** The window height. */
export const selectWindowHeight = (state: State) => state.document.size.height;
/** The page data of the last page load. */
export const selectPage = (state: State) => state.page;
/** The customer's jwt, or null. */
export const selectJwt = (state: State) => state.session.jwt;
/** The signed-in customer's profile (its data once fetched). */
export const selectProfile = (state: State) => state.session.profile;
