// The site footer: a chunk of its own, loaded through footer-module.ts when the footer comes near the
// view (issue 30), so a page's first JavaScript carries neither its code nor its texts.

export { Footer } from './Footer';
export { loadFooterMessages } from './footer/i18n/load-footer-messages';
