// The landing's sections after the hero: a chunk of their own, loaded through landing-sections-module.ts
// when a section comes into view (issue 30), so a page's first JavaScript carries none of them.

// Their texts come with them: the chunk adds them to the site intl in the page's language, with the
// footer's, whose service names the slides and the quote form show.
export { loadFooterMessages } from '../../layout/footer/i18n/load-footer-messages';
export { About } from './About';
export { Contacts } from './Contacts';
export { loadLandingMessages } from './i18n/load-landing-messages';
export { LocationMarketing } from './LocationMarketing';
export { Slides } from './Slides';
export { Solutions } from './Solutions';
export { TextMask } from './TextMask';
