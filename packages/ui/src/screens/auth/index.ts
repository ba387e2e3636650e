// The sign-in screens' code-split module (sign-in, code confirmation, recovery, e-mail confirmation, the legal pages and
// the typography page): loaded only through shell/lazy-screens.ts, so the landing ships none of it.
// The legal pages' text comes with their page load (web-api's Markdown), so the group preloads nothing.
export { GroupScreen } from './GroupScreen';
