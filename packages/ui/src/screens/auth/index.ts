// The sign-in screens' code-split module (sign-in, code confirmation, recovery, e-mail confirmation, the legal pages and
// the typography page): loaded only through shell/lazy-screens.ts, so the landing ships none of it.

export { GroupScreen } from './GroupScreen';
